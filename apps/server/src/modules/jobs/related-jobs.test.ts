import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '@skillmatch/db/schema/companies';
import { jobs } from '@skillmatch/db/schema/jobs';
import { buildDemoCatalogue, demoCompanies } from '@skillmatch/db/seed/demo-catalogue';
import type { App } from '../../app-types';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

describe('GET /api/jobs/:id/related: the job page’s employer and similar jobs', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const related = (id: string) => app.inject({ method: 'GET', url: `/api/jobs/${id}/related` });

  it('suggests the open jobs sharing the most skills, its own field first, never itself or a closed job', async () => {
    const frontEnd = ['React', 'TypeScript', 'CSS', 'HTML'];
    const shown = await makeJob(app, { title: 'React Developer', company: 'Orchard Labs', skills: frontEnd });
    const closest = await makeJob(app, {
      title: 'Frontend Engineer',
      skills: ['React', 'TypeScript', 'CSS'],
    });
    const closer = await makeJob(app, { title: 'UI Developer', skills: ['React', 'Python', 'Django'] });
    await makeJob(app, { title: 'Closed Twin', skills: frontEnd, status: 'closed' });
    const otherField = await makeJob(app, {
      title: 'Web Content Designer',
      category: 'Design',
      skills: ['HTML', 'CSS', 'Adobe Photoshop'],
    });
    await makeJob(app, { title: 'Nurse', category: 'Healthcare', skills: ['Patient care'] });

    const response = await related(shown.id);
    expect(response.statusCode).toBe(200);
    const { similar } = response.json();
    const titles = similar.map((job: { title: string }) => job.title);
    expect(titles.slice(0, 2)).toEqual(['Frontend Engineer', 'UI Developer']);
    expect(titles).not.toContain('React Developer');
    expect(titles).not.toContain('Closed Twin');
    expect(titles).not.toContain('Nurse');
    expect(titles.indexOf('Web Content Designer')).toBeGreaterThan(titles.indexOf('UI Developer'));
    expect(similar[0]).toMatchObject({ id: closest.id, sharedSkills: ['React', 'TypeScript', 'CSS'] });
    expect(similar[1]).toMatchObject({ id: closer.id, sharedSkills: ['React'] });
    expect(similar.find((job: { id: string }) => job.id === otherField.id)?.sharedSkills).toEqual([
      'HTML',
      'CSS',
    ]);
    expect(similar.length).toBeLessThanOrEqual(4);
  });

  it('counts the employer’s other open published jobs; a company without an About text has none', async () => {
    const shown = await makeJob(app, { company: 'Quarry Hill Works', category: 'Logistics', skills: [] });
    await makeJob(app, { company: 'Quarry Hill Works', category: 'Logistics' });
    await makeJob(app, { company: 'Quarry Hill Works', status: 'closed' });
    const pending = await makeJob(app, { company: 'Quarry Hill Works', category: 'Logistics' });
    await app.db.update(jobs).set({ review: 'pending' }).where(eq(jobs.id, pending.id));

    const response = await related(shown.id);
    expect(response.json().employer).toEqual({
      name: 'Quarry Hill Works',
      slug: 'quarry-hill-works',
      verified: false,
      sector: null,
      about: null,
      logoUrl: null,
      openJobs: 1,
    });
    // A job without skills still gets its field's newest open jobs.
    expect(response.json().similar.length).toBeGreaterThan(0);
  });

  it('describes the employer from its company page: a demo catalogue employer’s sector and About text', async () => {
    const demo = buildDemoCatalogue()[0]!;
    const company = demoCompanies().find((candidate) => candidate.name === demo.company)!;
    await app.db.insert(companies).values(company);
    const [row] = await app.db.insert(jobs).values(demo).returning({ id: jobs.id });
    const { employer, similar } = (await related(row!.id)).json();
    expect(employer).toMatchObject({
      name: demo.company,
      slug: company.slug,
      about: company.about,
      sector: company.sector,
    });
    for (const job of similar) expect(job.companySlug).toMatch(/^[a-z0-9-]+$/);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await related('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await related('not-a-job')).statusCode).toBe(404);
  });
});

import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '@skillmatch/db/schema/site-settings';
import { jobSearchResponseSchema } from '@skillmatch/shared/schemas/jobs';
import type { App } from '../../app-types';
import { createTestApp } from '../../../test/test-app';
import { makeJob } from '../../../test/job-factory';
import { sameOrigin, signUp, signUpAdmin } from '../../../test/accounts';

describe('GET /api/jobs: the search and filters, on the server', () => {
  let app: App;
  let adminCookie: string;

  beforeAll(async () => {
    app = await createTestApp();
    adminCookie = (await signUpAdmin(app)).cookie;
    await makeJob(app, {
      title: 'Frontend Engineer',
      company: 'Acme',
      location: 'Berlin, Germany',
      skills: ['React', 'TypeScript'],
      remote: true,
      postedDate: '2026-11-20',
    });
    await makeJob(app, {
      title: 'Full-stack Developer',
      company: 'Globex',
      location: 'Austin, TX',
      skills: ['React', 'Node.js', 'PostgreSQL'],
      salaryMin: 120_000,
      salaryMax: 150_000,
      postedDate: '2026-11-18',
    });
    await makeJob(app, {
      title: 'Backend Developer',
      company: 'Initech',
      location: 'berlin',
      skills: ['Node.js', 'Go'],
      type: 'Contract',
      postedDate: '2026-11-15',
    });
    await makeJob(app, {
      title: 'Mobile Developer',
      company: 'Hooli',
      location: 'Remote',
      skills: ['React Native'],
      remote: true,
      category: 'Design',
      salaryMin: null,
      salaryMax: null,
      postedDate: '2026-11-10',
    });
    await makeJob(app, {
      title: 'Nurse',
      company: 'Care 100% Clinic',
      location: 'Paris, France',
      skills: ['Patient Care'],
      category: 'Healthcare',
      description: 'React quickly to emergencies.',
      postedDate: '2026-11-05',
    });
    await makeJob(app, {
      title: 'Closed React Role',
      company: 'Gone Inc',
      skills: ['React'],
      status: 'closed',
    });
  });
  afterAll(() => app.close());

  const search = async (query: string, cookie?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/jobs?${query}`,
      headers: cookie ? { cookie } : {},
    });
    return response;
  };
  const titles = async (query: string) =>
    (await search(query)).json().jobs.map((job: { title: string }) => job.title);

  it('lists active jobs only, newest first, with the total', async () => {
    const body = (await search('')).json();
    expect(body.total).toBe(5);
    expect(body.jobs.map((job: { title: string }) => job.title)).toEqual([
      'Frontend Engineer',
      'Full-stack Developer',
      'Backend Developer',
      'Mobile Developer',
      'Nurse',
    ]);
    expect(body.jobs[0]).toMatchObject({ _id: body.jobs[0].id, posted: '2026-11-20', isSaved: false });
  });

  it('matches search text against title, company, location or any skill, case-insensitively', async () => {
    expect(await titles('q=frontend')).toEqual(['Frontend Engineer']);
    expect(await titles('q=GLOBEX')).toEqual(['Full-stack Developer']);
    expect(await titles('q=austin')).toEqual(['Full-stack Developer']);
    expect(await titles('q=postgres')).toEqual(['Full-stack Developer']);
    // A word is found by its start ('types' for TypeScript), not by letters inside it ('script').
    expect(await titles('q=types')).toEqual(['Frontend Engineer']);
    expect(await titles('q=script')).toEqual([]);
  });

  it('does not match words that appear only in the description', async () => {
    expect(await titles('q=emergencies')).toEqual([]);
  });

  it('takes % and _ in the search text literally, never as wildcards', async () => {
    expect(await titles('q=100%25')).toEqual(['Nurse']);
    expect(await titles('q=%25')).toEqual([]);
    expect(await titles('q=_')).toEqual([]);
  });

  it('requires ALL selected skills, each by substring of some skill', async () => {
    expect(await titles('skills=React&skills=Node.js')).toEqual(['Full-stack Developer']);
    expect(await titles('skills=react')).toEqual([
      'Frontend Engineer',
      'Full-stack Developer',
      'Mobile Developer',
    ]);
    expect(await titles('skills=node&skills=go')).toEqual(['Backend Developer']);
  });

  it('filters location by substring, type exactly, and remote only when asked', async () => {
    expect(await titles('location=BERLIN')).toEqual(['Frontend Engineer', 'Backend Developer']);
    expect(await titles('type=Contract')).toEqual(['Backend Developer']);
    expect(await titles('remote=true')).toEqual(['Frontend Engineer', 'Mobile Developer']);
  });

  it('applies search text together with the filters', async () => {
    expect(await titles('q=developer&location=berlin')).toEqual(['Backend Developer']);
    expect(await titles('q=developer&remote=true&skills=React')).toEqual(['Mobile Developer']);
  });

  it('filters by category, minimum salary and recency', async () => {
    expect(await titles('category=Healthcare')).toEqual(['Nurse']);
    expect(await titles('salaryMin=100000')).toEqual(['Full-stack Developer']);
    const recent = await search('postedWithinDays=365');
    expect(recent.json().total).toBe(5);
  });

  it('sorts by salary, highest first, unknown salaries last', async () => {
    const sorted = await titles('sort=salary');
    expect(sorted[0]).toBe('Full-stack Developer');
    expect(sorted.at(-1)).toBe('Mobile Developer');
  });

  it('ranks the best text match first when sorting by relevance', async () => {
    expect((await titles('q=developer&sort=relevance')).length).toBe(3);
  });

  it('pages through results with a stable total', async () => {
    const first = (await search('pageSize=2&page=1')).json();
    const third = (await search('pageSize=2&page=3')).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.jobs).toHaveLength(2);
    expect(third.jobs.map((job: { title: string }) => job.title)).toEqual(['Nurse']);
    expect((await search('pageSize=2&page=4')).json().jobs).toEqual([]);
  });

  it('pages by the site’s jobs-per-page setting when no page size is asked for', async () => {
    expect((await search('')).json()).toMatchObject({ pageSize: 20, total: 5 });
    await app.db.update(siteSettings).set({ jobsPageSize: 3 });
    app.siteSettings.forget();
    const first = (await search('')).json();
    expect(first).toMatchObject({ pageSize: 3, total: 5 });
    expect(first.jobs).toHaveLength(3);
    expect((await search('page=2')).json().jobs).toHaveLength(2);
    expect((await search('pageSize=5')).json().jobs).toHaveLength(5);
    await app.db.update(siteSettings).set({ jobsPageSize: 20 });
    app.siteSettings.forget();
  });

  it('counts matches by type, remote and category', async () => {
    const { facets } = (await search('q=developer')).json();
    expect(facets.type).toEqual([
      { value: 'Full-time', count: 2 },
      { value: 'Contract', count: 1 },
    ]);
    expect(facets.remote).toEqual([
      { value: 'false', count: 2 },
      { value: 'true', count: 1 },
    ]);
    expect(facets.category).toEqual([
      { value: 'Technology', count: 2 },
      { value: 'Design', count: 1 },
    ]);
  });

  it('shows closed jobs to administrators only', async () => {
    expect((await search('status=all', adminCookie)).json().total).toBe(6);
    expect((await search('status=closed', adminCookie)).json().jobs[0].title).toBe('Closed React Role');
    const refused = await search('status=all');
    expect(refused.statusCode).toBe(403);
  });

  it.each([
    ['pageSize=101', 'pageSize must be at most 100'],
    ['page=0', 'page must be at least 1'],
    ['type=Gig', 'type must be one of: Full-time, Part-time, Contract, Freelance, Internship'],
    ['sort=random', 'sort must be one of: match, relevance, newest, salary'],
    ['salaryMin=lots', 'salaryMin must be a number'],
  ])('refuses %s with a readable 400', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers an unknown or malformed job id with 404 "Job not found."', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: sameOrigin(app) });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Job not found.');
    }
  });
});

describe('GET /api/jobs for visitors who are not signed in', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const search = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/jobs?q=quantum', headers });
  const titles = (body: string) =>
    (JSON.parse(body) as { jobs: { title: string }[] }).jobs.map((job) => job.title);

  it('answers from the catalogue as it is now, compressed as asked; a signed-in person gets their own', async () => {
    const welder = await makeJob(app, { title: 'Quantum Welder', postedDate: '2026-11-01' });
    expect(titles((await search()).body)).toEqual(['Quantum Welder']);
    const gzip = await search({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^application\/json/);
    expect(titles(gunzipSync(gzip.rawPayload).toString())).toEqual(['Quantum Welder']);

    await makeJob(app, { title: 'Quantum Baker', postedDate: '2026-11-02' });
    expect(titles((await search()).body)).toEqual(['Quantum Baker', 'Quantum Welder']);

    const seeker = await signUp(app);
    await app.inject({
      method: 'PUT',
      url: `/api/saved-jobs/${welder.id}`,
      headers: { ...sameOrigin(app), cookie: seeker.cookie },
    });
    const saved = (body: string) =>
      (JSON.parse(body) as { jobs: { title: string; isSaved: boolean }[] }).jobs.map((job) => job.isSaved);
    expect(saved((await search({ cookie: seeker.cookie })).body)).toEqual([false, true]);
    expect(saved((await search()).body)).toEqual([false, false]);
  });

  it('writes the answer the response schema gives, field for field, as a signed-in person gets it', async () => {
    await makeJob(app, { title: 'Quantum Painter', skills: ['Painting'], postedDate: '2026-11-03' });
    const seeker = await signUp(app);
    for (const url of [
      '/api/jobs?q=quantum&sort=newest',
      '/api/jobs?q=quantm',
      '/api/jobs?skills=painting',
    ]) {
      const visitor = (await app.inject({ method: 'GET', url })).body;
      expect(visitor).toBe(JSON.stringify(jobSearchResponseSchema.parse(JSON.parse(visitor))));
      const signedIn = await app.inject({ method: 'GET', url, headers: { cookie: seeker.cookie } });
      expect(visitor).toBe(signedIn.body);
    }
  });
});

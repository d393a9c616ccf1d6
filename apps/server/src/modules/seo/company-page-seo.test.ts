import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '@skillmatch/db/schema/companies';
import type { App } from '../../app-types';
import { makeJob } from '../../../test/job-factory';
import { createTestAppWithWebBuild } from '../../../test/web-build';

const metaContent = (html: string, attribute: string) =>
  html.match(new RegExp(`<meta ${attribute} content="([^"]*)"`))?.[1];

describe('a company page as search engines see it', () => {
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await createTestAppWithWebBuild());
  });
  afterAll(() => close());

  it('serves /companies/<slug> with its own title, description, Open Graph tags and an Organization', async () => {
    await makeJob(app, { title: 'Ward Nurse', company: 'Brightwater Health <b>' });
    await makeJob(app, { title: 'Night Porter', company: 'Brightwater Health <b>' });
    await app.db
      .update(companies)
      .set({
        about: 'Brightwater Health runs hospitals across the region.',
        sector: 'Healthcare provider',
        headquarters: 'Leeds, UK',
        website: 'https://brightwater.example',
        logoKey: 'logos/x/0d2f9a.png',
        logoType: 'image/png',
      })
      .where(eq(companies.slug, 'brightwater-health-b'));

    const response = await app.inject({ method: 'GET', url: '/companies/brightwater-health-b' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Brightwater Health &#60;b&#62;: jobs and company page - SkillMatch</title>',
    );
    expect(html).not.toContain('Brightwater Health <b>');
    expect(metaContent(html, 'name="description"')).toBe(
      'Brightwater Health &#60;b&#62; (Healthcare provider · Leeds, UK). 2 open jobs. Brightwater Health runs hospitals across the region.',
    );
    expect(metaContent(html, 'property="og:url"')).toBe(
      'http://localhost:3000/companies/brightwater-health-b',
    );
    expect(metaContent(html, 'property="og:image"')).toBe(
      'http://localhost:3000/api/companies/brightwater-health-b/logo?v=0d2f9a',
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/companies/brightwater-health-b" />',
    );

    const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name: 'Brightwater Health <b>',
      url: 'http://localhost:3000/companies/brightwater-health-b',
      logo: 'http://localhost:3000/api/companies/brightwater-health-b/logo?v=0d2f9a',
      sameAs: ['https://brightwater.example'],
      description: 'Brightwater Health runs hospitals across the region.',
      address: { '@type': 'PostalAddress', addressLocality: 'Leeds, UK' },
    });
  });

  it('links a job page’s employer to its company page in the JobPosting', async () => {
    const job = await makeJob(app, { title: 'Radiographer', company: 'Brightwater Health <b>' });
    const html = (await app.inject({ method: 'GET', url: `/jobs/${job.id}` })).body;
    const posting = JSON.parse(
      html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '{}',
    );
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Brightwater Health <b>',
      sameAs: 'http://localhost:3000/companies/brightwater-health-b',
    });
  });

  it('answers 404 with a page that says so for a company that does not exist or is suspended', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/companies/no-such-company' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Company not found - SkillMatch</title>');
    await makeJob(app, { title: 'Hidden', company: 'Shut Down Ltd' });
    await app.db
      .update(companies)
      .set({ suspendedAt: new Date() })
      .where(eq(companies.slug, 'shut-down-ltd'));
    expect((await app.inject({ method: 'GET', url: '/companies/shut-down-ltd' })).statusCode).toBe(404);
  });
});

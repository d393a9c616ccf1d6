import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '@skillmatch/db/schema/companies';
import type { App } from '../../app-types';
import { readWebAppBuild } from '../../plugins/web-app';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { writeIndexPageFiles } from '../../../test/web-build';

/** The web app's own index.html, as it is written and formatted. */
const WEB_INDEX_HTML = readFileSync(
  fileURLToPath(new URL('../../../../web/index.html', import.meta.url)),
  'utf8',
);

const metaContent = (html: string, attribute: string) =>
  html.match(new RegExp(`<meta ${attribute} content="([^"]*)"`))?.[1];

describe('a company page as search engines see it', () => {
  let app: App;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'skillmatch-seo-company-'));
    writeIndexPageFiles(dir, WEB_INDEX_HTML);
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
    app = await createTestApp({ webApp: readWebAppBuild(dir)! });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

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

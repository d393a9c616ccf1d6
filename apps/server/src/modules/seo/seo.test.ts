import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { readWebAppBuild } from '../../plugins/web-app';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

describe('what search engines see', () => {
  let app: App;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'skillmatch-seo-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Generic." /><title>SkillMatch</title></head><body><div id="root"></div></body></html>',
    );
    app = await createTestApp({ webApp: readWebAppBuild(dir)! });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves /jobs/<id> with its title, description and a JobPosting that parses', async () => {
    const job = await makeJob(app, {
      title: 'Site Reliability Engineer </script><script>alert(1)</script>',
      company: 'Acme & Sons',
      location: 'Denver, CO',
      remote: true,
      salaryMin: 140_000,
      salaryMax: 170_000,
      closingDate: '2026-12-31',
      type: 'Contract',
      skills: ['Kubernetes', 'Go'],
    });
    const response = await app.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Site Reliability Engineer &#60;/script&#62;');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain(`<link rel="canonical" href="http://localhost:3000/jobs/${job.id}" />`);

    const jsonLd = response.body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const posting = JSON.parse(jsonLd ?? '{}');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.postedDate,
      validThrough: '2026-12-31T23:59:59Z',
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { '@type': 'Organization', name: 'Acme & Sons' },
      jobLocation: { address: { addressLocality: 'Denver, CO' } },
      baseSalary: { currency: 'USD', value: { minValue: 140_000, maxValue: 170_000, unitText: 'YEAR' } },
    });
  });

  it('answers an unknown job with 404 and the app, which says "Job not found"', async () => {
    const response = await app.inject({ method: 'GET', url: '/jobs/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Job not found - SkillMatch</title>');
    expect(response.body).toContain('<div id="root">');
  });

  it('titles category pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/jobs/healthcare' });
    expect(response.body).toContain('<title>Healthcare jobs - SkillMatch</title>');
  });

  it('lists active jobs in sitemap.xml, and closed ones not', async () => {
    const open = await makeJob(app);
    const closed = await makeJob(app, { status: 'closed' });
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain(`<loc>http://localhost:3000/jobs/${open.id}</loc>`);
    expect(response.body).not.toContain(closed.id);
    expect(response.body).toContain('<loc>http://localhost:3000/jobs/technology</loc>');
  });

  it('points robots.txt at the sitemap and keeps private pages out', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
  });
});

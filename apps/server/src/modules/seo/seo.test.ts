import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/schemas/settings';
import type { App } from '../../app-types';
import { readWebAppBuild } from '../../plugins/web-app';
import { saveSiteSettings } from '../settings/site-settings';
import { signUpAdmin } from '../../../test/accounts';
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

  it('gives each page of words its title, description and Open Graph tags', async () => {
    const response = await app.inject({ method: 'GET', url: '/privacy' });
    expect(response.body).toContain('<title>Privacy - SkillMatch</title>');
    expect(response.body).toContain('<meta name="description" content="What SkillMatch stores about you');
    expect(response.body).toContain('<meta property="og:url" content="http://localhost:3000/privacy" />');
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

  it('names the site as the settings say, in titles and descriptions', async () => {
    const job = await makeJob(app, { title: 'Night Nurse', company: 'St Mary' });
    const admin = await signUpAdmin(app);
    await saveSiteSettings(app.db, admin, { ...DEFAULT_SITE_SETTINGS, siteName: 'Hire & Co' });
    app.siteSettings.forget();
    const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
    expect(await page('/')).toContain('<title>Hire &#38; Co - jobs matched to your skills</title>');
    expect(await page('/jobs')).toContain('content="Every open job on Hire &#38; Co:');
    expect(await page(`/jobs/${job.id}`)).toContain('<title>Night Nurse at St Mary - Hire &#38; Co</title>');
    expect(await page('/jobs/healthcare')).toContain('<title>Healthcare jobs - Hire &#38; Co</title>');
    expect(await page('/privacy')).toContain('<title>Privacy - Hire &#38; Co</title>');
  });
});

describe('public pages drawn on the server', () => {
  let app: App;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'skillmatch-drawn-'));
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Generic." /><title>SkillMatch</title></head><body><div id="root"></div></body></html>',
    );
    // A stand-in for the web app's server entry: it reads the session as the visitor and draws the path.
    writeFileSync(
      path.join(root, 'dist-ssr', 'entry-server.js'),
      `export async function renderPage(url, readApi) {
        const path = new URL(url).pathname;
        if (path === '/careers') throw new Error('cannot draw');
        const session = await readApi('/api/session');
        return { html: '<h1>Drawn ' + path + '</h1>', pageData: [{ key: ['session'], data: session }, { key: ['note'], data: '</script><script>alert(1)</script>' }] };
      }`,
    );
    app = await createTestApp({ webApp: readWebAppBuild(dist)! });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the page drawn, with the answers it was drawn with, for this visitor only', async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<div id="root"><h1>Drawn /about</h1></div>');
    const data = response.body.match(
      /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual([
      {
        key: ['session'],
        data: {
          user: null,
          expiresAt: null,
          googleSignIn: false,
          site: { name: 'SkillMatch', signUpOpen: true, jobsPageSize: 20 },
        },
      },
      { key: ['note'], data: '</script><script>alert(1)</script>' },
    ]);
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });

  it('sends the app alone when the page cannot be drawn', async () => {
    const response = await app.inject({ method: 'GET', url: '/careers' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Careers - SkillMatch</title>');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import type { App } from '../../app-types';
import { saveSiteSettings } from '../settings/save-site-settings';
import { signUpAdmin } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { descriptionsOf, tagsWith } from '../../../test/page-tags';
import { WEB_INDEX_HTML, createTestAppWithWebBuild } from '../../../test/web-build';

describe('what search engines see', () => {
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await createTestAppWithWebBuild());
  });
  afterAll(() => close());

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

  it('gives each static page its title, description and Open Graph tags', async () => {
    const response = await app.inject({ method: 'GET', url: '/privacy' });
    expect(response.body).toContain('<title>Privacy - SkillMatch</title>');
    expect(response.body).toContain('<meta name="description" content="What SkillMatch stores about you');
    expect(response.body).toContain('<meta property="og:url" content="http://localhost:3000/privacy" />');
  });

  it('gives /, /jobs, a category page, a job page and a static page each its own description, once', async () => {
    const job = await makeJob(app, { title: 'Harbour Pilot', company: 'Tidewater Ports' });
    const generic = descriptionsOf(WEB_INDEX_HTML)[0];
    expect(generic).toContain('find jobs that fit your skills');
    const urls = ['/', '/jobs', '/jobs/technology', `/jobs/${job.id}`, '/privacy'];
    const descriptions: string[] = [];
    for (const url of urls) {
      const { body } = await app.inject({ method: 'GET', url });
      const found = descriptionsOf(body);
      expect(found, url).toHaveLength(1);
      descriptions.push(found[0] ?? '');
      expect(body.match(/<title>/g), url).toHaveLength(1);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type']) {
        expect(
          tagsWith(body, 'meta', new RegExp(`property="${property}"`)),
          `${url} ${property}`,
        ).toHaveLength(1);
      }
      expect(tagsWith(body, 'link', /rel="canonical"/), url).toHaveLength(1);
      // The template's theme script is still there, untouched (the Content-Security-Policy allows its hash).
      expect(body).toContain("var t = localStorage.getItem('theme');");
    }
    expect(new Set(descriptions).size).toBe(urls.length);
    // The landing's is the site's own description; every other page says its own.
    expect(descriptions.filter((description) => description === generic)).toEqual([descriptions[0]]);
    const [home, list, category, jobPage, privacy] = descriptions;
    expect(home).toBe(
      'SkillMatch: find jobs that fit your skills, see why they match, and follow every application to its end.',
    );
    expect(list).toMatch(/^Every open job on SkillMatch:/);
    expect(category).toBe('Open technology jobs on SkillMatch, matched to your skills.');
    expect(jobPage).toMatch(/^Harbour Pilot at Tidewater Ports\. Full-time · /);
    expect(privacy).toMatch(/^What SkillMatch stores about you/);
  });

  it('answers a missing file with 404, not the app, with the security headers and the request id', async () => {
    for (const url of [
      '/assets/nope.js',
      '/assets/nope.css?v=1',
      '/assets/',
      '/assets',
      '/nope.png',
      '/sub/dir/x.woff2',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'x-request-id': 'missing-file-1' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json(), url).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `No such file: ${url.split('?')[0]}`,
        requestId: 'missing-file-1',
      });
      expect(response.headers['x-request-id'], url).toBe('missing-file-1');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const head = await app.inject({ method: 'HEAD', url: '/assets/nope.js' });
    expect(head.statusCode).toBe(404);
    // What is there is still served, and a deep link still gets the app.
    expect((await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    const deepLink = await app.inject({ method: 'GET', url: '/admin/users' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['content-type']).toContain('text/html');
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
    await saveSiteSettings(app, {
      actor: admin,
      settings: { ...DEFAULT_SITE_SETTINGS, siteName: 'Hire & Co' },
    });
    const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
    expect(await page('/')).toContain('<title>Hire &#38; Co - jobs matched to your skills</title>');
    expect(await page('/jobs')).toContain('content="Every open job on Hire &#38; Co:');
    expect(await page(`/jobs/${job.id}`)).toContain('<title>Night Nurse at St Mary - Hire &#38; Co</title>');
    expect(await page('/jobs/healthcare')).toContain('<title>Healthcare jobs - Hire &#38; Co</title>');
    expect(await page('/privacy')).toContain('<title>Privacy - Hire &#38; Co</title>');
  });
});

import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import type { App } from '../../app-types';

describe('/jobs/feed.xml', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
    await makeJob(app, {
      title: 'Feed Kotlin Engineer',
      company: 'Acme & Sons',
      skills: ['Kotlin'],
      remote: true,
    });
    await makeJob(app, {
      title: 'Feed Kotlin Lead',
      company: 'Acme & Sons',
      skills: ['Kotlin'],
      status: 'closed',
    });
    await makeJob(app, { title: 'Feed Pastry Chef', company: 'Bakery', skills: ['Baking'] });
  });
  afterAll(() => app.close());

  it('is well-formed RSS 2.0 of the search’s open jobs with their link, company, place and pay', async () => {
    const response = await app.inject({ method: 'GET', url: '/jobs/feed.xml?q=kotlin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const document = new new JSDOM('').window.DOMParser().parseFromString(response.body, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const rss = document.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0]!;
    for (const required of ['title', 'link', 'description']) {
      expect(channel.getElementsByTagName(required)[0]?.textContent).toBeTruthy();
    }
    const items = [...channel.getElementsByTagName('item')];
    expect(items.map((item) => item.getElementsByTagName('title')[0]?.textContent)).toEqual([
      'Feed Kotlin Engineer at Acme & Sons',
    ]);
    const item = items[0]!;
    expect(item.getElementsByTagName('link')[0]?.textContent).toMatch(/^http.*\/jobs\/[0-9a-f-]{36}$/);
    expect(item.getElementsByTagName('description')[0]?.textContent).toBe(
      'Acme & Sons — Lisbon, Portugal · Remote — USD 50,000–70,000',
    );
    expect(new Date(item.getElementsByTagName('pubDate')[0]!.textContent!).getTime()).not.toBeNaN();
  });

  it('refuses a query the job list refuses', async () => {
    const response = await app.inject({ method: 'GET', url: '/jobs/feed.xml?type=Gig' });
    expect(response.statusCode).toBe(400);
  });
});

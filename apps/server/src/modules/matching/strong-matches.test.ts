import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '@skillmatch/db/schema/site-settings';
import { signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { jobInput, makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import type { App } from '../../app-types';
import { notifyStrongMatches } from './strong-matches';

describe('strong-match notifications', () => {
  let app: App;
  let seeker: TestAccount;
  let admin: TestAccount;

  const get = (viewer: TestAccount, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: viewer.cookie } });

  beforeAll(async () => {
    app = await createTestApp();
    seeker = await signUp(app, { name: 'Sam Seeker' });
    admin = await signUpAdmin(app);
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/user/${encodeURIComponent(seeker.email)}`,
      headers: { cookie: seeker.cookie, origin: new URL(app.config.publicUrl).origin },
      payload: {
        profile: {
          headline: 'Engineer',
          bio: 'I build things.',
          location: 'Lisbon',
          skills: ['reactjs', 'node', 'Postgres', 'MySQL'],
        },
      },
    });
    expect(saved.statusCode).toBe(200);
  });

  afterAll(() => app.close());

  it('tells seekers of a strong new match by the site’s strong-match threshold', async () => {
    // Three of four: a strong match, short of all.
    const skills = ['React', 'Node.js', 'PostgreSQL', 'Docker'];
    const matchBodies = async () =>
      (await get(seeker, '/api/notifications'))
        .json()
        .items.filter((item: { kind: string }) => item.kind === 'match')
        .map((item: { body: string }) => item.body);
    // Both jobs first: a job asking for a skill changes how much the seeker's skills weigh.
    const strict = await makeJob(app, { title: 'Strict Match', company: 'Acme', skills });
    const lenient = await makeJob(app, { title: 'Lenient Match', company: 'Acme', skills });
    const score = (await get(seeker, `/api/matches?jobId=${strict.id}`)).json().matches[0].score;
    // One point above the score tells no one; the score itself tells the seeker.
    expect(score).toBeGreaterThanOrEqual(80);
    expect(score).toBeLessThan(100);
    await app.db.update(siteSettings).set({ strongMatchThreshold: score + 1 });
    app.siteSettings.forget();
    await notifyStrongMatches(app, { jobId: strict.id });
    expect(await matchBodies()).toEqual([]);

    await app.db.update(siteSettings).set({ strongMatchThreshold: score });
    app.siteSettings.forget();
    await notifyStrongMatches(app, { jobId: lenient.id });
    expect(await matchBodies()).toEqual(['Lenient Match at Acme fits your skills.']);
    // The notice says the score the job page shows.
    const lenientScore = (await get(seeker, `/api/matches?jobId=${lenient.id}`)).json().matches[0].score;
    const titles = (await get(seeker, '/api/notifications'))
      .json()
      .items.filter((item: { kind: string }) => item.kind === 'match')
      .map((item: { title: string }) => item.title);
    expect(titles).toEqual([`New job match: ${lenientScore}%`]);
    // A task may run twice: the seeker is told once.
    await notifyStrongMatches(app, { jobId: lenient.id });
    expect(await matchBodies()).toEqual(['Lenient Match at Acme fits your skills.']);
  });

  it('never tells anyone of a job the job page calls less than a strong match, whatever the setting', async () => {
    // Issue 33: a threshold set low must not tell a React developer of an Android job sharing one skill.
    await app.db.update(siteSettings).set({ strongMatchThreshold: 1 });
    app.siteSettings.forget();
    const android = await makeJob(app, {
      title: 'Android Engineer',
      company: 'Acme',
      skills: ['Kotlin', 'Android', 'Java', 'Git', 'Gradle', 'Firebase', 'Node.js'],
    });
    const score = (await get(seeker, `/api/matches?jobId=${android.id}`)).json().matches[0].score;
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThan(80);
    await notifyStrongMatches(app, { jobId: android.id });
    const told = (await get(seeker, '/api/notifications'))
      .json()
      .items.filter((item: { body: string }) => item.body.startsWith('Android Engineer'));
    expect(told).toEqual([]);
  });

  it('tells seekers of a job a recruiter publishes through a background task, once', async () => {
    // Any credit is a strong match here: the score itself is the test above's business.
    await app.db.update(siteSettings).set({ strongMatchThreshold: 1 });
    app.siteSettings.forget();
    const published = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { cookie: admin.cookie, origin: new URL(app.config.publicUrl).origin },
      payload: jobInput({
        title: 'Published Match',
        company: 'Acme',
        skills: ['React', 'Node.js', 'PostgreSQL'],
      }),
    });
    expect(published.statusCode).toBe(201);
    const told = async () =>
      (await get(seeker, '/api/notifications'))
        .json()
        .items.filter((item: { body: string }) => item.body === 'Published Match at Acme fits your skills.');
    await expect.poll(async () => (await told()).length, { timeout: 10_000 }).toBe(1);
    // An edit sends the task again; the seeker was told already.
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/jobs/${published.json().id}`,
      headers: { cookie: admin.cookie, origin: new URL(app.config.publicUrl).origin },
      payload: { description: 'Still the same job, described again for the edit.' },
    });
    expect(edited.statusCode).toBe(200);
    await expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
    expect(await told()).toHaveLength(1);

    // Deleted, the job takes its match notifications with it: none leads to a missing page.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/jobs/${published.json().id}`,
      headers: { cookie: admin.cookie, origin: new URL(app.config.publicUrl).origin },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await told()).toHaveLength(0);
  });
});

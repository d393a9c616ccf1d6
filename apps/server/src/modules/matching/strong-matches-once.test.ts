import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '@skillmatch/db/schema/site-settings';
import { requestAs, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { notifyStrongMatches } from './strong-matches';

/** Two processes running one job's strong-match task at once (a publication and an edit) tell each seeker once. */
describe('strong-match notifications with two processes at once', () => {
  let first: App;
  let second: App;
  let operator: TestAccount;

  beforeAll(async () => {
    first = await createTestApp();
    second = await buildApp({ config: first.config, database: first.database, logger: false });
    await second.ready();
    operator = await signUpAdmin(first);
    for (let index = 0; index < 20; index++) {
      const seeker = await signUp(first);
      const saved = await requestAs(first, seeker, 'PATCH', `/api/user/${encodeURIComponent(seeker.email)}`, {
        profile: {
          headline: 'Engineer',
          bio: 'I build things.',
          location: 'Lisbon',
          skills: ['React', 'Node.js'],
        },
      });
      expect(saved.statusCode).toBe(200);
    }
    await first.db.update(siteSettings).set({ strongMatchThreshold: 1 });
    first.siteSettings.forget();
    second.siteSettings.forget();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('tells each seeker once', async () => {
    for (let round = 0; round < 4; round++) {
      const job = await makeJob(first, {
        title: `Twice Told ${round}`,
        company: 'Acme',
        skills: ['React', 'Node.js'],
      });
      await Promise.all([
        notifyStrongMatches(first, { jobId: job.id }),
        notifyStrongMatches(second, { jobId: job.id }),
      ]);
      const { rows } = await first.database.executeSql(
        `select count(*)::int as told, count(distinct user_id)::int as people
         from notifications where kind = 'match' and link = $1`,
        [`/jobs/${job.id}`],
      );
      expect(rows[0]).toEqual({ told: 20, people: 20 });
    }
  });

  it('tells each seeker once when both processes publish the job at once', async () => {
    const job = await makeJob(first, {
      title: 'Published Twice',
      company: 'Acme',
      skills: ['React', 'Node.js'],
      status: 'closed',
    });
    // Reopened on one process and edited on the other at once: each commits a task, and each process's
    // worker starts on its own at once.
    const [reopened, edited] = await Promise.all([
      requestAs(first, operator, 'PATCH', `/api/jobs/${job.id}`, { status: 'active' }),
      requestAs(second, operator, 'PATCH', `/api/jobs/${job.id}`, {
        description: 'The same job, described again while it is reopened.',
      }),
    ]);
    expect([reopened.statusCode, edited.statusCode]).toEqual([200, 200]);
    await expect.poll(async () => (await first.tasks.counts()).pending, { timeout: 20_000 }).toBe(0);
    const { rows } = await first.database.executeSql(
      `select count(*)::int as told, count(distinct user_id)::int as people
       from notifications where kind = 'match' and job_id = $1`,
      [job.id],
    );
    expect(rows[0]).toEqual({ told: 20, people: 20 });
  });
});

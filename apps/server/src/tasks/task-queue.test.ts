import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import { sessions, verifications } from '@skillmatch/db/schema/auth';
import { jobChanges } from '@skillmatch/db/schema/job-catalogue';
import { jobs } from '@skillmatch/db/schema/jobs';
import { rateLimits } from '@skillmatch/db/schema/rate-limits';
import { savedSearchChanges } from '@skillmatch/db/schema/saved-searches';
import { profileChanges } from '@skillmatch/db/schema/profiles';
import type { App } from '../app-types';
import { purgeExpired } from '../auth/purge-expired';
import type { MailMessage } from '../mail/mailer';
import { closeExpiredJobs } from '../modules/jobs/close-expired-jobs';
import { requestPasswordReset, sameOrigin, signUp, type TestAccount } from '../../test/accounts';
import { makeJob } from '../../test/job-factory';
import { createTestApp } from '../../test/test-app';

const DAY_MS = 24 * 3600 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

describe('background tasks', () => {
  let app: App;
  let seeker: TestAccount;
  const sent: MailMessage[] = [];
  let mailServerDown = false;

  beforeAll(async () => {
    app = await createTestApp({
      mailer: {
        kind: 'outbox',
        send: async (message) => {
          if (mailServerDown) throw new Error('mail server unreachable');
          sent.push(message);
        },
      },
    });
    seeker = await signUp(app, { name: 'Sam Seeker' });
  });
  afterAll(() => app.close());

  const requestReset = (email: string) => requestPasswordReset(app, email);
  const tasksOf = async (name: string) =>
    (
      await app.database.executeSql(`select state from pgboss.job where name = $1 order by created_on`, [
        name,
      ])
    ).rows as { state: string }[];

  it('sends a task with its change or not at all: a rolled-back change leaves no task', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await app.tasks.send(tx, 'strong-matches', { jobId: 'rolled-back' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await tasksOf('strong-matches')).toEqual([]);
  });

  it('refuses a task whose data does not meet its schema, and sends nothing', async () => {
    await expect(
      app.db.transaction((tx) =>
        app.tasks.send(tx, 'contact-message-email', { messageId: 42 as unknown as string }),
      ),
    ).rejects.toThrow();
    expect(await tasksOf('contact-message-email')).toEqual([]);
  });

  it('emails a password-reset link in a task, not in the request', async () => {
    expect((await requestReset(seeker.email)).statusCode).toBe(200);
    await expect
      .poll(() => sent.filter((mail) => mail.to === seeker.email).length, { timeout: 10_000 })
      .toBe(1);
    expect(await tasksOf('password-reset-email')).toEqual([{ state: 'completed' }]);
  });

  it('keeps a task whose work failed for a retry, and /api/ready counts it as waiting', async () => {
    mailServerDown = true;
    try {
      expect((await requestReset(seeker.email)).statusCode).toBe(200);
      await expect
        .poll(async () => (await tasksOf('password-reset-email')).map((task) => task.state), {
          timeout: 10_000,
        })
        .toEqual(['completed', 'retry']);
      await Promise.all([app.searchIndex.current(), app.matchIndex.current()]);
      const ready = (await app.inject({ method: 'GET', url: '/api/ready' })).json();
      // At least the one waiting for its retry (a schedule's slot may have just added its own).
      expect(ready.tasks.pending).toBeGreaterThanOrEqual(1);
      expect(ready.tasks.failed).toBe(0);
      expect(sent.filter((mail) => mail.to === seeker.email)).toHaveLength(1);
    } finally {
      mailServerDown = false;
    }
  });

  it('schedules the closing of expired jobs, the purge, the applicant summary, interview reminders and job alert digests in the database, for whichever process is free', async () => {
    const { rows } = await app.database.executeSql('select name, cron from pgboss.schedule order by name');
    expect(rows).toEqual([
      { name: 'close-expired-jobs', cron: '*/10 * * * *' },
      { name: 'interview-reminders', cron: '*/5 * * * *' },
      { name: 'job-alert-digests', cron: '*/15 * * * *' },
      { name: 'new-applicant-summary', cron: '0 7 * * *' },
      { name: 'purge-expired', cron: '17 * * * *' },
    ]);
  });

  it('refuses applications past the closing date at once, and the schedule closes the job', async () => {
    const expired = await makeJob(app, { title: 'Expired Role', company: 'Acme', closingDate: isoDay(-1) });
    const lastDay = await makeJob(app, { title: 'Last Day Role', company: 'Acme', closingDate: isoDay(0) });
    const apply = (jobId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: { cookie: seeker.cookie, ...sameOrigin(app) },
        payload: { jobId, motivation: 'I have built this kind of product for years and would love to.' },
      });
    const refused = await apply(expired.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This job is closed and no longer takes applications.');

    expect(await closeExpiredJobs(app.db, app.tasks)).toBe(1);
    const status = async (id: string) =>
      (await app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status;
    expect(await status(expired.id)).toBe('closed');
    expect(await status(lastDay.id)).toBe('active');
    const [entry] = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.link, `/jobs/${expired.id}`), eq(activityLog.kind, 'job.closed')));
    expect(entry?.summary).toBe(`Expired Role at Acme closed: its closing date (${isoDay(-1)}) has passed`);
    // Run again (a task may run twice): nothing more to close.
    expect(await closeExpiredJobs(app.db, app.tasks)).toBe(0);
    expect((await apply(lastDay.id)).statusCode).toBe(201);
  });

  it('purges expired sessions, tokens, spent rate-limit windows and read catalogue and alert changes, and keeps live ones', async () => {
    const past = new Date(Date.now() - DAY_MS);
    const future = new Date(Date.now() + DAY_MS);
    const [{ userId }] = await app.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .limit(1)
      .then((rows) => rows as [{ userId: string }]);
    await app.db.insert(sessions).values([
      { id: 'expired-session', token: 'expired-token', userId, expiresAt: past },
      { id: 'live-session', token: 'live-token', userId, expiresAt: future },
    ]);
    await app.db.insert(verifications).values([
      { id: 'expired-reset', identifier: 'reset', value: 'x', expiresAt: past },
      { id: 'live-reset', identifier: 'reset', value: 'y', expiresAt: future },
    ]);
    await app.db.insert(rateLimits).values([
      { key: 'spent', count: 3, windowStart: past },
      { key: 'current', count: 1, windowStart: new Date() },
    ]);
    // Every change to jobs so far is logged; one of them is made two days old.
    const [{ seq: oldest }] = (await app.db
      .select({ seq: jobChanges.seq })
      .from(jobChanges)
      .orderBy(jobChanges.seq)
      .limit(1)) as [{ seq: number }];
    await app.db
      .update(jobChanges)
      .set({ changedAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(jobChanges.seq, oldest));
    const logged = await app.db.$count(jobChanges);
    // The instant alerts' change log likewise: one row two days old, one just written.
    await app.db.insert(savedSearchChanges).values([
      { transactionId: '1', savedSearchId: null, changedAt: new Date(Date.now() - 2 * DAY_MS) },
      { transactionId: '2', savedSearchId: null },
    ]);
    // And the profiles' change log.
    await app.db.insert(profileChanges).values([
      { transactionId: '1', userId: null, changedAt: new Date(Date.now() - 2 * DAY_MS) },
      { transactionId: '2', userId: null },
    ]);
    const profilesLogged = await app.db.$count(profileChanges);
    const gone = await purgeExpired(app.db);
    expect(gone).toMatchObject({
      sessions: 1,
      verifications: 1,
      rateLimits: 1,
      catalogueChanges: 1,
      alertChanges: 1,
      profileChanges: 1,
    });
    expect(await app.db.$count(jobChanges)).toBe(logged - 1);
    expect(await app.db.$count(savedSearchChanges)).toBe(1);
    expect(await app.db.$count(profileChanges)).toBe(profilesLogged - 1);
    const ids = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);
    expect(await ids(app.db.select({ id: sessions.id }).from(sessions))).toContain('live-session');
    expect(await ids(app.db.select({ id: sessions.id }).from(sessions))).not.toContain('expired-session');
    expect(await ids(app.db.select({ id: verifications.id }).from(verifications))).toEqual(
      expect.arrayContaining(['live-reset']),
    );
    expect(await ids(app.db.select({ id: rateLimits.key }).from(rateLimits))).toEqual(
      expect.arrayContaining(['current']),
    );
    expect(await ids(app.db.select({ id: rateLimits.key }).from(rateLimits))).not.toContain('spent');
  });

  it('keeps answering requests while it works through a long queue of tasks', async () => {
    const first = await makeJob(app, { title: 'Queue Role', company: 'Busy Co', closingDate: isoDay(-2) });
    await app.database.executeSql(
      `insert into jobs (title, company, company_id, location, category, description, skills, responsibilities,
         requirements, posted_date, closing_date, status)
       select title || ' ' || n, company, company_id, location, category, description, skills, responsibilities,
         requirements, posted_date, closing_date, status
       from jobs cross join generate_series(2, 100) as n where id = $1`,
      [first.id],
    );
    expect(await closeExpiredJobs(app.db, app.tasks)).toBe(100);
    const waiting = () =>
      app.database.executeSql(
        `select count(*)::int as count from pgboss.job where name = 'job-closed' and state in ('created', 'retry', 'active')`,
      );

    // Through a socket, as a browser asks: on the embedded database a task's queries never wait for I/O,
    // so a worker going straight from one task to the next kept every request waiting for the last.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    const [{ count }] = (await waiting()).rows as [{ count: number }];
    expect(count).toBeGreaterThan(0);
    await expect
      .poll(async () => ((await waiting()).rows as [{ count: number }])[0].count, { timeout: 100_000 })
      .toBe(0);
  }, 120_000);
});

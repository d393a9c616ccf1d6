import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import { applications } from '@skillmatch/db/schema/applications';
import { users } from '@skillmatch/db/schema/auth';
import { notifications } from '@skillmatch/db/schema/notifications';
import { APPLICATION_STATUSES } from '@skillmatch/shared/constants';
import type { App } from '../../app-types';
import { signUp, signUpAdmin, type TestAccount, requestAs } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const MOTIVATION = 'I have shipped data pipelines for six years and would love to do it for your team.';

describe('the recruiting pipeline', () => {
  let app: App;
  let admin: TestAccount;
  let ada: TestAccount;
  let bob: TestAccount;
  let job: { id: string };
  let otherJob: { id: string };
  let bulkJob: { id: string };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
    ada = await signUp(app, { name: 'Ada Lovelace', email: 'ada@example.com' });
    bob = await signUp(app, { name: 'Bob 100%_Sure', email: 'bob@example.com' });
    job = await makeJob(app, { title: 'Data Engineer', company: 'Acme' });
    otherJob = await makeJob(app, { title: 'Designer', company: 'Initech' });
    bulkJob = await makeJob(app, { title: 'Data Engineer', company: 'Acme' });
  });
  afterAll(() => app.close());

  const as = (account: TestAccount | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    requestAs(app, account, method, url, payload);

  /** An application standing at `status`, last changed at `updated`. */
  async function applicationOf(
    person: TestAccount | null,
    jobId: string,
    status: string,
    updated = '2026-11-01T09:00:00.000Z',
  ) {
    const [row] = await app.db
      .insert(applications)
      .values({
        userId: person?.id ?? null,
        jobId,
        motivation: MOTIVATION,
        status,
        timeline: [{ stage: status, at: updated }],
        jobTitle: jobId === otherJob.id ? 'Designer' : 'Data Engineer',
        company: jobId === otherJob.id ? 'Initech' : 'Acme',
        jobType: 'Full-time',
        createdAt: new Date(updated),
        updatedAt: new Date(updated),
      })
      .returning();
    return row!;
  }

  describe('bulk moves', () => {
    it('moves nothing when one of the selection cannot make the move', async () => {
      const applied = await applicationOf(ada, bulkJob.id, 'Applied');
      const withdrawn = await applicationOf(bob, bulkJob.id, 'Withdrawn');
      const ids = [applied.id, withdrawn.id, '00000000-0000-4000-8000-000000000000'];
      const activityBefore = (await app.db.select({ n: count() }).from(activityLog))[0]!.n;

      const response = await as(admin, 'POST', '/api/admin/applications/bulk', {
        applicationIds: ids,
        status: 'Offer',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        '2 of the 3 selected applications cannot move to Offer: one no longer exists; ' +
          'Bob 100%_Sure (Data Engineer at Acme) is Withdrawn.',
      );
      const rows = await app.db.select().from(applications).where(inArray(applications.id, ids));
      expect(rows.map((row) => [row.status, row.timeline.length, row.firstResponseAt])).toEqual(
        expect.arrayContaining([
          ['Applied', 1, null],
          ['Withdrawn', 1, null],
        ]),
      );
      expect(await app.db.select().from(notifications)).toEqual([]);
      expect((await app.db.select({ n: count() }).from(activityLog))[0]!.n).toBe(activityBefore);
      await app.db.delete(applications).where(inArray(applications.id, ids));
    });

    it('moves a valid selection together, each with its entry, and tells each seeker', async () => {
      const first = await applicationOf(ada, bulkJob.id, 'Applied');
      const second = await applicationOf(bob, bulkJob.id, 'Interview');
      const response = await as(admin, 'POST', '/api/admin/applications/bulk', {
        applicationIds: [first.id, second.id],
        status: 'Rejected',
        feedback: 'We chose someone with more Spark.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        moved: 2,
        items: [
          { applicationId: first.id, status: 'Rejected', feedback: 'We chose someone with more Spark.' },
          { applicationId: second.id, status: 'Rejected', applicant: { name: 'Bob 100%_Sure' } },
        ],
      });
      const rows = await app.db
        .select()
        .from(applications)
        .where(inArray(applications.id, [first.id, second.id]));
      for (const row of rows) {
        expect(row.timeline.at(-1)?.stage).toBe('Rejected');
        expect(row.firstResponseAt).not.toBeNull();
      }
      for (const seeker of [ada, bob]) {
        const bell = (await as(seeker, 'GET', '/api/notifications')).json();
        expect(bell.items).toEqual([
          expect.objectContaining({
            title: 'Application update: Rejected',
            body: 'Your application for Data Engineer at Acme is now Rejected.',
          }),
        ]);
      }
      const moves = await app.db
        .select({ summary: activityLog.summary, link: activityLog.link })
        .from(activityLog)
        .where(eq(activityLog.kind, 'application.moved'));
      expect(moves).toEqual(
        expect.arrayContaining([
          {
            summary: "Grace Admin moved Ada Lovelace's application for Data Engineer at Acme to Rejected",
            link: `/admin/applications?application=${first.id}`,
          },
          {
            summary: "Grace Admin moved Bob 100%_Sure's application for Data Engineer at Acme to Rejected",
            link: `/admin/applications?application=${second.id}`,
          },
        ]),
      );
    });

    it('is for administrators only, refused before the body is read', async () => {
      expect((await as(null, 'POST', '/api/admin/applications/bulk', {})).statusCode).toBe(401);
      expect((await as(ada, 'POST', '/api/admin/applications/bulk', {})).statusCode).toBe(403);
      expect((await as(admin, 'POST', '/api/admin/applications/bulk', {})).statusCode).toBe(400);
    });
  });

  describe('reading the pipeline', () => {
    let adaApplied: string;
    let bobOffer: string;
    let anonymous: string;

    beforeAll(async () => {
      adaApplied = (await applicationOf(ada, job.id, 'Applied', '2026-11-03T09:00:00.000Z')).id;
      bobOffer = (await applicationOf(bob, job.id, 'Offer', '2026-11-02T09:00:00.000Z')).id;
      anonymous = (await applicationOf(null, job.id, 'Applied', '2026-11-01T09:00:00.000Z')).id;
      await applicationOf(ada, otherJob.id, 'Interview', '2026-11-04T09:00:00.000Z');
      await app.db.update(users).set({ banned: true }).where(eq(users.id, bob.id));
    });

    const board = async (query = '') => {
      const response = await as(admin, 'GET', `/api/admin/applications/board${query}`);
      expect(response.statusCode).toBe(200);
      return response.json() as {
        columns: { status: string; total: number; items: { applicationId: string }[] }[];
      };
    };
    const columns = (body: Awaited<ReturnType<typeof board>>) =>
      Object.fromEntries(
        body.columns.map((column) => [
          column.status,
          [column.total, column.items.map((i) => i.applicationId)],
        ]),
      );

    it('shows a column for every status, in order, most recently updated first', async () => {
      const body = await board(`?jobId=${job.id}`);
      expect(body.columns.map((column) => column.status)).toEqual([...APPLICATION_STATUSES]);
      expect(columns(body)).toMatchObject({
        Applied: [2, [adaApplied, anonymous]],
        Offer: [1, [bobOffer]],
        Interview: [0, []],
        Withdrawn: [0, []],
      });
      expect(columns(await board())).toMatchObject({ Interview: [1, [expect.any(String)]] });
    });

    it('finds applicants by part of their name or email, wildcards taken literally', async () => {
      expect(columns(await board('?q=LOVE'))).toMatchObject({
        Applied: [1, [adaApplied]],
        Interview: [1, [expect.any(String)]],
      });
      expect(columns(await board('?q=bob%40example'))).toMatchObject({
        Offer: [1, [bobOffer]],
        Applied: [0, []],
      });
      const wildcards = await board(`?jobId=${job.id}&q=${encodeURIComponent('0%_S')}`);
      expect(wildcards.columns.flatMap((column) => column.items.map((i) => i.applicationId))).toEqual([
        bobOffer,
      ]);
      expect((await board('?q=a%25e')).columns.every((column) => column.total === 0)).toBe(true);
    });

    it('lists applications by page, sorted and filtered by status', async () => {
      const list = async (query: string) =>
        (await as(admin, 'GET', `/api/admin/applications?${query}`)).json();
      const newest = await list(`jobId=${job.id}&pageSize=2`);
      expect(newest).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(newest.items.map((item: { applicationId: string }) => item.applicationId)).toEqual([
        adaApplied,
        bobOffer,
      ]);
      const oldest = await list(`jobId=${job.id}&sort=oldest&page=2&pageSize=2`);
      expect(oldest.items.map((item: { applicationId: string }) => item.applicationId)).toEqual([adaApplied]);
      const applied = await list(`jobId=${job.id}&status=Applied&sort=updated`);
      expect(applied.total).toBe(2);
      expect(applied.items[1]).toEqual({
        applicationId: anonymous,
        status: 'Applied',
        appliedAt: '2026-11-01T09:00:00.000Z',
        updatedAt: '2026-11-01T09:00:00.000Z',
        nextStep: null,
        nextStepDate: null,
        feedback: null,
        job: { id: job.id, title: 'Data Engineer', company: 'Acme' },
        applicant: { id: null, name: 'Deleted account', email: null, disabled: false },
        // No account, no score.
        score: null,
      });
    });

    it('shows one application with its applicant, marked when the account is disabled', async () => {
      const response = await as(admin, 'GET', `/api/admin/applications/${bobOffer}`);
      expect(response.json()).toMatchObject({
        application: { applicationId: bobOffer, motivation: MOTIVATION, status: 'Offer' },
        item: { applicant: { id: bob.id, name: 'Bob 100%_Sure', email: 'bob@example.com', disabled: true } },
        score: expect.any(Number),
        resume: null,
      });
      const missing = await as(admin, 'GET', '/api/admin/applications/00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Application not found.');
    });

    it('shows the pipeline to administrators only, before checking the query', async () => {
      expect((await as(ada, 'GET', '/api/admin/applications/board?jobId=nope')).statusCode).toBe(403);
      expect((await as(null, 'GET', '/api/admin/applications?sort=nope')).statusCode).toBe(401);
      expect((await as(ada, 'GET', `/api/admin/applications/${bobOffer}`)).statusCode).toBe(403);
      expect((await as(admin, 'GET', '/api/admin/applications?sort=nope')).statusCode).toBe(400);
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationNotes } from '@skillmatch/db/schema/application-notes';
import { applications } from '@skillmatch/db/schema/applications';
import { candidateEmails } from '@skillmatch/db/schema/candidate-emails';
import { interviews } from '@skillmatch/db/schema/interviews';
import { scorecards } from '@skillmatch/db/schema/scorecards';
import { jobs } from '@skillmatch/db/schema/jobs';
import { notifications } from '@skillmatch/db/schema/notifications';
import { resumes } from '@skillmatch/db/schema/resumes';
import type { App } from '../app-types';
import { requestAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { assignInterviewer, makeCompany, type TestCompany } from '../../test/companies';
import { makeJob } from '../../test/job-factory';
import { createTestApp } from '../../test/test-app';

const MOTIVATION = 'I have shipped data pipelines for six years and would love to do it for your team.';

/**
 * The operator's own routes under /api/admin: nobody on a hiring team reaches them (403), so they hold
 * no company's rows to leak. Every other back-office route must have its row in MATRIX below.
 */
const OPERATOR_ONLY = new Set([
  'GET /api/admin/users',
  'GET /api/admin/users/:id',
  'PATCH /api/admin/users/:id',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/email-choices',
  'PUT /api/admin/email-choices',
  'GET /api/admin/stories',
  'PATCH /api/admin/stories/:id',
  'GET /api/admin/contact-messages',
  'GET /api/admin/contact-messages/:id',
  'POST /api/admin/contact-messages/:id/replies',
  'GET /api/admin/companies',
  'POST /api/admin/companies/:id/verify',
  'POST /api/admin/companies/:id/suspend',
  'POST /api/admin/companies/:id/unsuspend',
  'PATCH /api/admin/settings',
  'GET /api/admin/job-reviews',
]);

interface World {
  app: App;
  operator: TestAccount;
  /** Company A's recruiter, its interviewer (assigned to jobA1 only), company B's recruiter. */
  recruiterA: TestAccount;
  interviewerA: TestAccount;
  recruiterB: TestAccount;
  seekerA: TestAccount;
  seekerB: TestAccount;
  companyA: TestCompany;
  companyB: TestCompany;
  jobA1: { id: string; title: string };
  jobA2: { id: string; title: string };
  jobB: { id: string; title: string };
  /** seekerA's application to jobA1, seekerA's to jobA2, seekerB's to jobB. */
  appA1: string;
  appA2: string;
  appB: string;
  /** Set by the interview rows: A's interview of appA1, the operator's of appB. */
  interviewA: string;
  interviewB: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One back-office route's cross-company checks: what A, A's interviewer, B and the operator each get. */
type Check = (world: World, call: Caller) => Promise<void>;
type Caller = (
  who: TestAccount,
  method: Method,
  url: string,
  payload?: object,
) => ReturnType<typeof requestAs>;

const idsOf = (items: { applicationId: string }[]) => items.map((item) => item.applicationId);

/** Each back-office route, keyed as the app registers it, with its checks. */
const MATRIX: Record<string, Check> = {
  'GET /api/admin/stats': async (w, call) => {
    const a = (await call(w.recruiterA, 'GET', '/api/admin/stats')).json();
    expect(a.totals).toMatchObject({ jobs: 2, applications: 2, activeJobs: 2, users: 1 });
    expect(a.funnel.find((step: { status: string }) => step.status === 'Applied').count).toBe(2);
    const b = (await call(w.recruiterB, 'GET', '/api/admin/stats')).json();
    expect(b.totals).toMatchObject({ jobs: 1, applications: 1 });
    const interviewer = (await call(w.interviewerA, 'GET', '/api/admin/stats')).json();
    expect(interviewer.totals).toMatchObject({ jobs: 1, applications: 1 });
    const operator = (await call(w.operator, 'GET', '/api/admin/stats')).json();
    expect(operator.totals.jobs).toBeGreaterThanOrEqual(3);
    expect(operator.totals.applications).toBeGreaterThanOrEqual(3);
  },
  'GET /api/admin/activity': async (w, call) => {
    const summaries = async (who: TestAccount) =>
      ((await call(who, 'GET', '/api/admin/activity?limit=100')).json().items as { summary: string }[]).map(
        (item) => item.summary,
      );
    const a = await summaries(w.recruiterA);
    expect(a.some((line) => line.includes(w.jobA1.title))).toBe(true);
    expect(a.some((line) => line.includes(w.jobB.title))).toBe(false);
    const b = await summaries(w.recruiterB);
    expect(b.some((line) => line.includes(w.jobB.title))).toBe(true);
    expect(b.some((line) => line.includes(w.jobA1.title))).toBe(false);
    expect(await summaries(w.interviewerA)).toEqual([]);
    const operator = await summaries(w.operator);
    expect(operator.some((line) => line.includes(w.jobB.title))).toBe(true);
    expect(operator.some((line) => line.includes(w.jobA1.title))).toBe(true);
  },
  'GET /api/admin/applications/board': async (w, call) => {
    const cards = async (who: TestAccount, query = '') =>
      (
        (await call(who, 'GET', `/api/admin/applications/board${query}`)).json().columns as {
          total: number;
          items: { applicationId: string }[];
        }[]
      ).flatMap((column) => idsOf(column.items));
    expect((await cards(w.recruiterA)).sort()).toEqual([w.appA1, w.appA2].sort());
    expect(await cards(w.recruiterA, `?jobId=${w.jobB.id}`)).toEqual([]);
    expect(await cards(w.recruiterB)).toEqual([w.appB]);
    expect(await cards(w.interviewerA)).toEqual([w.appA1]);
    expect(await cards(w.operator)).toEqual(expect.arrayContaining([w.appA1, w.appA2, w.appB]));
  },
  'GET /api/admin/applications': async (w, call) => {
    const list = async (who: TestAccount, query = '') =>
      (await call(who, 'GET', `/api/admin/applications${query}`)).json();
    const a = await list(w.recruiterA);
    expect(a.total).toBe(2);
    expect(idsOf(a.items).sort()).toEqual([w.appA1, w.appA2].sort());
    expect((await list(w.recruiterA, `?jobId=${w.jobB.id}`)).total).toBe(0);
    expect((await list(w.recruiterA, '?sort=score')).total).toBe(2);
    expect(idsOf((await list(w.recruiterB)).items)).toEqual([w.appB]);
    expect(idsOf((await list(w.interviewerA)).items)).toEqual([w.appA1]);
    expect(idsOf((await list(w.operator)).items)).toEqual(expect.arrayContaining([w.appA1, w.appB]));
  },
  'GET /api/admin/applications/:id': async (w, call) => {
    const status = async (who: TestAccount, id: string) =>
      (await call(who, 'GET', `/api/admin/applications/${id}`)).statusCode;
    expect(await status(w.recruiterA, w.appB)).toBe(404);
    expect(await status(w.recruiterA, w.appA1)).toBe(200);
    expect(await status(w.recruiterB, w.appA1)).toBe(404);
    expect(await status(w.interviewerA, w.appA1)).toBe(200);
    expect(await status(w.interviewerA, w.appA2)).toBe(404);
    expect(await status(w.operator, w.appB)).toBe(200);
  },
  'POST /api/admin/applications/bulk': async (w, call) => {
    const move = (who: TestAccount, ids: string[]) =>
      call(who, 'POST', '/api/admin/applications/bulk', { applicationIds: ids, status: 'In Progress' });
    expect((await move(w.recruiterA, [w.appB])).statusCode).toBe(404);
    // One of B's among A's own: nothing moves.
    expect((await move(w.recruiterA, [w.appA2, w.appB])).statusCode).toBe(404);
    expect((await move(w.interviewerA, [w.appA1])).statusCode).toBe(403);
    expect(await statusOf(w, w.appB)).toBe('Applied');
    expect(await statusOf(w, w.appA2)).toBe('Applied');
    expect(await statusOf(w, w.appA1)).toBe('Applied');
    expect((await move(w.recruiterA, [w.appA2])).statusCode).toBe(200);
    expect(await statusOf(w, w.appA2)).toBe('In Progress');
    expect((await move(w.operator, [w.appB])).statusCode).toBe(200);
    expect(await statusOf(w, w.appB)).toBe('In Progress');
  },
  'PATCH /api/applications/:id': async (w, call) => {
    const patch = (who: TestAccount, id: string) =>
      call(who, 'PATCH', `/api/applications/${id}`, { feedback: 'Strong portfolio' });
    expect((await patch(w.recruiterA, w.appB)).statusCode).toBe(404);
    expect((await patch(w.recruiterB, w.appA1)).statusCode).toBe(404);
    expect((await patch(w.interviewerA, w.appA1)).statusCode).toBe(403);
    expect((await patch(w.interviewerA, w.appA2)).statusCode).toBe(404);
    const [b] = await w.app.db.select().from(applications).where(eq(applications.id, w.appB));
    expect(b?.feedback).toBeNull();
    expect((await patch(w.recruiterA, w.appA1)).statusCode).toBe(200);
  },
  'GET /api/admin/jobs/applicants': async (w, call) => {
    const counts = async (who: TestAccount) =>
      (await call(who, 'GET', `/api/admin/jobs/applicants?jobId=${w.jobA1.id}&jobId=${w.jobB.id}`)).json()
        .counts as { jobId: string; applicants: number }[];
    expect(await counts(w.recruiterA)).toEqual([
      expect.objectContaining({ jobId: w.jobA1.id, applicants: 1 }),
      expect.objectContaining({ jobId: w.jobB.id, applicants: 0 }),
    ]);
    expect(await counts(w.recruiterB)).toEqual([
      expect.objectContaining({ jobId: w.jobA1.id, applicants: 0 }),
      expect.objectContaining({ jobId: w.jobB.id, applicants: 1 }),
    ]);
    expect((await counts(w.operator)).map((row) => row.applicants)).toEqual([1, 1]);
  },
  'GET /api/admin/users/:id/resume': async (w, call) => {
    const status = async (who: TestAccount, seeker: TestAccount) =>
      (await call(who, 'GET', `/api/admin/users/${seeker.id}/resume`)).statusCode;
    expect(await status(w.recruiterA, w.seekerB)).toBe(404);
    expect(await status(w.recruiterB, w.seekerA)).toBe(404);
    expect(await status(w.recruiterA, w.seekerA)).toBe(200);
    expect(await status(w.interviewerA, w.seekerA)).toBe(200);
    expect(await status(w.operator, w.seekerB)).toBe(200);
  },
  'GET /api/admin/jobs': async (w, call) => {
    const titles = async (who: TestAccount, query = '') => {
      const answer = (await call(who, 'GET', `/api/admin/jobs${query}`)).json();
      expect(answer.total).toBe(answer.jobs.length);
      return (answer.jobs as { title: string }[]).map((job) => job.title).sort();
    };
    expect(await titles(w.recruiterA)).toEqual([w.jobA1.title, w.jobA2.title].sort());
    expect(await titles(w.recruiterA, `?q=${encodeURIComponent(w.jobB.title)}`)).toEqual([]);
    expect(await titles(w.recruiterB)).toEqual([w.jobB.title]);
    expect(await titles(w.interviewerA)).toEqual([w.jobA1.title]);
    expect(await titles(w.operator)).toEqual(expect.arrayContaining([w.jobA1.title, w.jobB.title]));
  },
  'PATCH /api/jobs/:id': async (w, call) => {
    const patch = (who: TestAccount, id: string) =>
      call(who, 'PATCH', `/api/jobs/${id}`, { description: 'Changed by a test.' });
    expect((await patch(w.recruiterA, w.jobB.id)).statusCode).toBe(404);
    expect((await patch(w.recruiterB, w.jobA1.id)).statusCode).toBe(404);
    expect((await patch(w.interviewerA, w.jobA1.id)).statusCode).toBe(403);
    const [b] = await w.app.db.select().from(jobs).where(eq(jobs.id, w.jobB.id));
    expect(b?.description).not.toBe('Changed by a test.');
    expect((await patch(w.recruiterA, w.jobA1.id)).statusCode).toBe(200);
    expect((await patch(w.operator, w.jobB.id)).statusCode).toBe(200);
  },
  'DELETE /api/jobs/:id': async (w, call) => {
    expect((await call(w.recruiterA, 'DELETE', `/api/jobs/${w.jobB.id}`)).statusCode).toBe(404);
    expect((await call(w.interviewerA, 'DELETE', `/api/jobs/${w.jobA1.id}`)).statusCode).toBe(403);
    expect((await call(w.recruiterB, 'DELETE', `/api/jobs/${w.jobA1.id}`)).statusCode).toBe(404);
    const left = await w.app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, w.jobB.id));
    expect(left).toHaveLength(1);
    // A's own, deletable: a job of A's made for this check, so the others stay for the rest.
    const spare = await makeJob(w.app, { title: 'Spare role', company: w.companyA.name });
    expect((await call(w.recruiterA, 'DELETE', `/api/jobs/${spare.id}`)).statusCode).toBe(200);
  },
  'GET /api/jobs/:id/candidates': async (w, call) => {
    const status = async (who: TestAccount, id: string) =>
      (await call(who, 'GET', `/api/jobs/${id}/candidates`)).statusCode;
    expect(await status(w.recruiterA, w.jobB.id)).toBe(404);
    expect(await status(w.interviewerA, w.jobA2.id)).toBe(404);
    expect(await status(w.recruiterA, w.jobA1.id)).toBe(200);
    expect(await status(w.interviewerA, w.jobA1.id)).toBe(200);
    expect(await status(w.operator, w.jobB.id)).toBe(200);
  },
  'GET /api/jobs/:id/interviewers': async (w, call) => {
    expect((await call(w.recruiterA, 'GET', `/api/jobs/${w.jobB.id}/interviewers`)).statusCode).toBe(404);
    const a = await call(w.recruiterA, 'GET', `/api/jobs/${w.jobA1.id}/interviewers`);
    expect(a.statusCode).toBe(200);
    expect(a.json().interviewers.map((person: { userId: string }) => person.userId)).toEqual([
      w.interviewerA.id,
    ]);
    // A's team only: B's recruiter is no one A's team sees.
    expect(JSON.stringify(a.json().team)).not.toContain(w.recruiterB.email);
  },
  'POST /api/jobs': async (w, call) => {
    const post = (who: TestAccount, companyId: string) =>
      call(who, 'POST', '/api/jobs', {
        companyId,
        title: 'Posted in the matrix',
        location: 'Austin, TX',
        category: 'Technology',
        description: 'A job posted by the cross-company check.',
      });
    expect((await post(w.recruiterA, w.companyB.id)).statusCode).toBe(404);
    expect((await post(w.recruiterB, w.companyA.id)).statusCode).toBe(404);
    expect((await post(w.interviewerA, w.companyA.id)).statusCode).toBe(403);
    const posted = await w.app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.title, 'Posted in the matrix'));
    expect(posted).toEqual([]);
    const own = await post(w.recruiterA, w.companyA.id);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().companyId).toBe(w.companyA.id);
    expect((await post(w.operator, w.companyB.id)).statusCode).toBe(201);
    // Gone again, so the lists and counts of the rows below stay as they were.
    await w.app.db.delete(jobs).where(eq(jobs.title, 'Posted in the matrix'));
  },
  'POST /api/jobs/:id/submit': async (w, call) => {
    // Only a draft or a job sent back can be submitted: B's job does not exist for A, whatever its state.
    expect((await call(w.recruiterA, 'POST', `/api/jobs/${w.jobB.id}/submit`, {})).statusCode).toBe(404);
    expect((await call(w.recruiterB, 'POST', `/api/jobs/${w.jobA1.id}/submit`, {})).statusCode).toBe(404);
    expect((await call(w.interviewerA, 'POST', `/api/jobs/${w.jobA1.id}/submit`, {})).statusCode).toBe(403);
  },
  'GET /api/jobs/posting': async (w, call) => {
    const company = async (who: TestAccount) =>
      (await call(who, 'GET', '/api/jobs/posting')).json().company?.id ?? null;
    expect(await company(w.recruiterA)).toBe(w.companyA.id);
    expect(await company(w.recruiterB)).toBe(w.companyB.id);
    expect((await call(w.interviewerA, 'GET', '/api/jobs/posting')).json().mayPost).toBe(false);
    expect(await company(w.operator)).toBeNull();
  },
  'PUT /api/jobs/:id/interviewers': async (w, call) => {
    const put = (who: TestAccount, id: string, userIds: string[]) =>
      call(who, 'PUT', `/api/jobs/${id}/interviewers`, { userIds });
    expect((await put(w.recruiterA, w.jobB.id, [])).statusCode).toBe(404);
    expect((await put(w.interviewerA, w.jobA1.id, [])).statusCode).toBe(403);
    const outsider = await put(w.recruiterA, w.jobA2.id, [w.recruiterB.id]);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields.userIds).toMatch(/hiring team/);
    const assigned = await put(w.recruiterA, w.jobA2.id, [w.interviewerA.id]);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().interviewers).toHaveLength(1);
    // Assigned now: the interviewer reads the job's applicants; unassigned again, no more.
    expect((await call(w.interviewerA, 'GET', `/api/admin/applications/${w.appA2}`)).statusCode).toBe(200);
    expect((await put(w.recruiterA, w.jobA2.id, [])).json().interviewers).toEqual([]);
    expect((await call(w.interviewerA, 'GET', `/api/admin/applications/${w.appA2}`)).statusCode).toBe(404);
  },
  'POST /api/applications/:id/interviews': async (w, call) => {
    const schedule = (who: TestAccount, id: string, interviewer: TestAccount) =>
      call(who, 'POST', `/api/applications/${id}/interviews`, {
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        durationMinutes: 30,
        timeZone: 'UTC',
        interviewerEmails: [interviewer.email],
      });
    expect((await schedule(w.recruiterA, w.appB, w.recruiterB)).statusCode).toBe(404);
    expect((await schedule(w.recruiterB, w.appA1, w.recruiterB)).statusCode).toBe(404);
    expect((await schedule(w.interviewerA, w.appA1, w.interviewerA)).statusCode).toBe(403);
    // Another company's member is no interviewer of A's.
    const outsider = await schedule(w.recruiterA, w.appA1, w.recruiterB);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields.interviewerEmails).toMatch(/hiring team/);
    expect(await w.app.db.select().from(interviews)).toEqual([]);
    const own = await schedule(w.recruiterA, w.appA1, w.interviewerA);
    expect(own.statusCode, own.body).toBe(201);
    w.interviewA = own.json().id;
    const operator = await schedule(w.operator, w.appB, w.recruiterB);
    expect(operator.statusCode, operator.body).toBe(201);
    w.interviewB = operator.json().id;
  },
  'GET /api/interviews': async (w, call) => {
    const list = (who: TestAccount, id: string) => call(who, 'GET', `/api/interviews?applicationId=${id}`);
    expect((await list(w.recruiterA, w.appB)).statusCode).toBe(404);
    expect((await list(w.recruiterB, w.appA1)).statusCode).toBe(404);
    expect((await list(w.interviewerA, w.appA2)).statusCode).toBe(404);
    const ids = async (who: TestAccount, id: string) =>
      ((await list(who, id)).json() as { id: string }[]).map((interview) => interview.id);
    expect(await ids(w.interviewerA, w.appA1)).toEqual([w.interviewA]);
    expect(await ids(w.recruiterB, w.appB)).toEqual([w.interviewB]);
    expect(await ids(w.operator, w.appA1)).toEqual([w.interviewA]);
  },
  'GET /api/interviews/upcoming': async (w, call) => {
    const ids = async (who: TestAccount) =>
      ((await call(who, 'GET', '/api/interviews/upcoming')).json() as { id: string }[]).map(
        (item) => item.id,
      );
    expect(await ids(w.interviewerA)).toEqual([w.interviewA]);
    expect(await ids(w.recruiterB)).toEqual([w.interviewB]);
    expect(await ids(w.recruiterA)).toEqual([]);
  },
  'GET /api/interviews/scorecards': async (w, call) => {
    const summary = (who: TestAccount, id: string) =>
      call(who, 'GET', `/api/interviews/scorecards?applicationId=${id}`);
    expect((await summary(w.recruiterA, w.appB)).statusCode).toBe(404);
    expect((await summary(w.recruiterB, w.appA1)).statusCode).toBe(404);
    expect((await summary(w.interviewerA, w.appA2)).statusCode).toBe(404);
    expect((await summary(w.interviewerA, w.appA1)).json().hidden).toBe(true);
    expect((await summary(w.recruiterA, w.appA1)).json()).toMatchObject({ hidden: false, scorecards: [] });
  },
  'GET /api/interviews/attributes': async (w, call) => {
    expect((await call(w.recruiterA, 'GET', '/api/interviews/attributes')).statusCode).toBe(200);
    expect((await call(w.operator, 'GET', '/api/interviews/attributes')).statusCode).toBe(403);
  },
  'PUT /api/interviews/attributes': async (w, call) => {
    const put = (who: TestAccount) =>
      call(who, 'PUT', '/api/interviews/attributes', { attributes: ['Ownership'] });
    expect((await put(w.interviewerA)).statusCode).toBe(403);
    expect((await put(w.recruiterA)).json()).toEqual({ attributes: ['Ownership'] });
    const b = (await call(w.recruiterB, 'GET', '/api/interviews/attributes')).json();
    expect(b.attributes).not.toContain('Ownership');
  },
  'GET /api/interviews/:id/scorecard': async (w, call) => {
    const status = async (who: TestAccount, id: string) =>
      (await call(who, 'GET', `/api/interviews/${id}/scorecard`)).statusCode;
    expect(await status(w.recruiterB, w.interviewA)).toBe(404);
    expect(await status(w.recruiterA, w.interviewB)).toBe(404);
    expect(await status(w.interviewerA, w.interviewA)).toBe(200);
  },
  'PUT /api/interviews/:id/scorecard': async (w, call) => {
    const submit = (who: TestAccount, id: string) =>
      call(who, 'PUT', `/api/interviews/${id}/scorecard`, {
        ratings: [],
        recommendation: 'yes',
        submit: true,
      });
    expect((await submit(w.recruiterB, w.interviewA)).statusCode).toBe(404);
    expect((await submit(w.recruiterA, w.interviewB)).statusCode).toBe(404);
    expect(await w.app.db.select().from(scorecards)).toEqual([]);
    expect((await submit(w.interviewerA, w.interviewA)).statusCode).toBe(200);
  },
  'PATCH /api/interviews/:id': async (w, call) => {
    const patch = (who: TestAccount, id: string) =>
      call(who, 'PATCH', `/api/interviews/${id}`, { durationMinutes: 60 });
    expect((await patch(w.recruiterA, w.interviewB)).statusCode).toBe(404);
    expect((await patch(w.recruiterB, w.interviewA)).statusCode).toBe(404);
    expect((await patch(w.interviewerA, w.interviewA)).statusCode).toBe(403);
    const [b] = await w.app.db.select().from(interviews).where(eq(interviews.id, w.interviewB));
    expect(b?.durationMinutes).toBe(30);
    expect((await patch(w.recruiterA, w.interviewA)).json().durationMinutes).toBe(60);
  },
  'DELETE /api/interviews/:id': async (w, call) => {
    const cancel = (who: TestAccount, id: string) => call(who, 'DELETE', `/api/interviews/${id}`);
    expect((await cancel(w.recruiterA, w.interviewB)).statusCode).toBe(404);
    expect((await cancel(w.recruiterB, w.interviewA)).statusCode).toBe(404);
    expect((await cancel(w.interviewerA, w.interviewA)).statusCode).toBe(403);
    const [b] = await w.app.db.select().from(interviews).where(eq(interviews.id, w.interviewB));
    expect(b?.cancelledAt).toBeNull();
    expect((await cancel(w.recruiterA, w.interviewA)).json().status).toBe('cancelled');
  },
  'POST /api/applications/:id/notes': async (w, call) => {
    const post = (who: TestAccount, id: string) =>
      call(who, 'POST', `/api/applications/${id}/notes`, { body: 'A note from the matrix.' });
    expect((await post(w.recruiterA, w.appB)).statusCode).toBe(404);
    expect((await post(w.recruiterB, w.appA1)).statusCode).toBe(404);
    expect((await post(w.interviewerA, w.appA2)).statusCode).toBe(404);
    expect(await w.app.db.select().from(applicationNotes)).toEqual([]);
    expect((await post(w.interviewerA, w.appA1)).statusCode).toBe(201);
  },
  'GET /api/applications/:id/notes': async (w, call) => {
    const status = async (who: TestAccount, id: string) =>
      (await call(who, 'GET', `/api/applications/${id}/notes`)).statusCode;
    expect(await status(w.recruiterA, w.appB)).toBe(404);
    expect(await status(w.recruiterB, w.appA1)).toBe(404);
    expect((await call(w.recruiterA, 'GET', `/api/applications/${w.appA1}/notes`)).json()).toHaveLength(1);
    expect(await status(w.operator, w.appB)).toBe(200);
  },
  'GET /api/email-templates': async (w, call) => {
    expect((await call(w.interviewerA, 'GET', '/api/email-templates')).statusCode).toBe(200);
    expect((await call(w.operator, 'GET', '/api/email-templates')).statusCode).toBe(403);
  },
  'PUT /api/email-templates/:kind': async (w, call) => {
    const put = (who: TestAccount) =>
      call(who, 'PUT', '/api/email-templates/offer', {
        subject: 'Alpha offer',
        body: 'Hello {{candidate.name}}',
      });
    expect((await put(w.interviewerA)).statusCode).toBe(403);
    expect((await put(w.operator)).statusCode).toBe(403);
    expect((await put(w.recruiterA)).json()).toMatchObject({ subject: 'Alpha offer', custom: true });
    const b = (await call(w.recruiterB, 'GET', '/api/email-templates')).json() as { subject: string }[];
    expect(b.map((template) => template.subject)).not.toContain('Alpha offer');
  },
  'DELETE /api/email-templates/:kind': async (w, call) => {
    expect((await call(w.interviewerA, 'DELETE', '/api/email-templates/offer')).statusCode).toBe(403);
    expect((await call(w.recruiterB, 'DELETE', '/api/email-templates/offer')).statusCode).toBe(200);
    const a = (await call(w.recruiterA, 'GET', '/api/email-templates')).json() as { subject: string }[];
    expect(a.map((template) => template.subject)).toContain('Alpha offer');
  },
  'POST /api/email-templates/preview': async (w, call) => {
    const preview = (who: TestAccount, applicationId: string) =>
      call(who, 'POST', '/api/email-templates/preview', { subject: 'Hi', body: 'Hi', applicationId });
    expect((await preview(w.recruiterA, w.appB)).statusCode).toBe(404);
    expect((await preview(w.recruiterB, w.appA1)).statusCode).toBe(404);
    expect((await preview(w.interviewerA, w.appA2)).statusCode).toBe(404);
    expect((await preview(w.interviewerA, w.appA1)).statusCode).toBe(200);
    expect((await preview(w.operator, w.appB)).statusCode).toBe(200);
  },
  'POST /api/email-templates/test': async (w, call) => {
    const test = (who: TestAccount) =>
      call(who, 'POST', '/api/email-templates/test', { subject: 'Hi', body: 'Hi' });
    expect((await test(w.recruiterB)).json()).toEqual({ to: w.recruiterB.email });
    expect((await test(w.operator)).statusCode).toBe(403);
  },
  'GET /api/applications/:id/emails/draft': async (w, call) => {
    const draft = (who: TestAccount, id: string) =>
      call(who, 'GET', `/api/applications/${id}/emails/draft?kind=offer`);
    expect((await draft(w.recruiterA, w.appB)).statusCode).toBe(404);
    expect((await draft(w.recruiterB, w.appA1)).statusCode).toBe(404);
    expect((await draft(w.interviewerA, w.appA1)).statusCode).toBe(403);
    expect((await draft(w.recruiterA, w.appA1)).json().subject).toBe('Alpha offer');
    expect((await draft(w.operator, w.appB)).statusCode).toBe(200);
  },
  'POST /api/applications/:id/emails': async (w, call) => {
    const send = (who: TestAccount, id: string) =>
      call(who, 'POST', `/api/applications/${id}/emails`, {
        subject: 'Later',
        body: 'Hello',
        delayMinutes: 60,
      });
    expect((await send(w.recruiterA, w.appB)).statusCode).toBe(404);
    expect((await send(w.recruiterB, w.appA1)).statusCode).toBe(404);
    expect((await send(w.interviewerA, w.appA1)).statusCode).toBe(403);
    // The refusals wrote nothing (the applications' acknowledgements are there already).
    expect(await w.app.db.select().from(candidateEmails).where(eq(candidateEmails.subject, 'Later'))).toEqual(
      [],
    );
    expect((await send(w.recruiterA, w.appA1)).statusCode).toBe(201);
  },
  'DELETE /api/applications/:id/emails/:emailId': async (w, call) => {
    const [scheduled] = await w.app.db
      .select()
      .from(candidateEmails)
      .where(eq(candidateEmails.subject, 'Later'));
    const cancel = (who: TestAccount) =>
      call(who, 'DELETE', `/api/applications/${w.appA1}/emails/${scheduled!.id}`);
    expect((await cancel(w.recruiterB)).statusCode).toBe(404);
    expect((await cancel(w.interviewerA)).statusCode).toBe(403);
    expect((await cancel(w.recruiterA)).json().status).toBe('cancelled');
  },
};

async function statusOf(w: World, id: string) {
  const [row] = await w.app.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.status;
}

describe('the back office across companies', () => {
  const w = {} as World;
  const call: Caller = (who, method, url, payload) => requestAs(w.app, who, method, url, payload);

  async function applyFor(seeker: TestAccount, jobId: string): Promise<string> {
    const response = await call(seeker, 'POST', '/api/applications', { jobId, motivation: MOTIVATION });
    expect(response.statusCode).toBe(201);
    return response.json().applicationId as string;
  }

  beforeAll(async () => {
    const app = await createTestApp();
    w.app = app;
    w.operator = await signUpAdmin(app);
    w.recruiterA = await signUp(app, { name: 'Rita Recruiter' });
    w.interviewerA = await signUp(app, { name: 'Ivan Interviewer' });
    w.recruiterB = await signUp(app, { name: 'Bea Other' });
    w.seekerA = await signUp(app, { name: 'Sam Seeker' });
    w.seekerB = await signUp(app, { name: 'Sue Seeker' });
    w.companyA = await makeCompany(app, {
      name: 'Alpha Works',
      members: [
        { id: w.recruiterA.id, role: 'recruiter' },
        { id: w.interviewerA.id, role: 'interviewer' },
      ],
    });
    w.companyB = await makeCompany(app, {
      name: 'Beta Labs',
      members: [{ id: w.recruiterB.id, role: 'owner' }],
    });
    w.jobA1 = await makeJob(app, { title: 'Alpha Data Engineer', company: w.companyA.name });
    w.jobA2 = await makeJob(app, { title: 'Alpha Designer', company: w.companyA.name });
    w.jobB = await makeJob(app, { title: 'Beta Platform Lead', company: w.companyB.name });
    await assignInterviewer(app, w.jobA1.id, w.interviewerA.id);
    w.appA1 = await applyFor(w.seekerA, w.jobA1.id);
    w.appA2 = await applyFor(w.seekerA, w.jobA2.id);
    w.appB = await applyFor(w.seekerB, w.jobB.id);
    for (const seeker of [w.seekerA, w.seekerB]) {
      const storageKey = `resumes/${seeker.id}.pdf`;
      await app.files.put(storageKey, Buffer.from('%PDF-1.4 test resume'), 'application/pdf');
      await app.db.insert(resumes).values({ userId: seeker.id, storageKey, fileName: 'cv.pdf', size: 20 });
    }
  });
  afterAll(() => w.app.close());

  it('has a row for every back-office route the app registers, and keeps the operator’s own to the operator', () => {
    const routes = [...w.app.routeAccess].filter(([key]) => !key.startsWith('HEAD '));
    const backOffice = routes.filter(([, access]) => access === 'backOffice').map(([key]) => key);
    expect(backOffice.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !backOffice.includes(key))).toEqual([]);
    const admin = routes.filter(([, access]) => access === 'admin').map(([key]) => key);
    const adminPaths = routes
      .filter(([key]) => key.split(' ')[1]!.startsWith('/api/admin/'))
      .map(([key]) => key);
    // Every /api/admin route is either scoped (in MATRIX) or the operator's only.
    expect(adminPaths.filter((key) => !(key in MATRIX) && !OPERATOR_ONLY.has(key))).toEqual([]);
    expect([...OPERATOR_ONLY].filter((key) => !admin.includes(key))).toEqual([]);
  });

  it('keeps the operator’s own routes from hiring teams', async () => {
    for (const key of OPERATOR_ONLY) {
      const [method, path] = key.split(' ') as [Method, string];
      const url = path.replace(':id', '00000000-0000-4000-8000-000000000000');
      const response = await call(w.recruiterA, method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, key).toBe(403);
    }
  });

  // In the order written: the moves and assignments of one row are undone or accounted for by the next.
  it.each(Object.entries(MATRIX))('%s: each company sees its own, the operator both', async (_key, check) => {
    await check(w, call);
  });

  it('tells a company’s recruiters of its applicants, not another company’s or the operator', async () => {
    const titles = async (who: TestAccount) =>
      (
        await w.app.db
          .select({ body: notifications.body })
          .from(notifications)
          .where(eq(notifications.userId, who.id))
      ).map((row) => row.body);
    expect((await titles(w.recruiterA)).filter((body) => body.includes(w.jobA1.title))).toHaveLength(1);
    expect((await titles(w.recruiterA)).some((body) => body.includes(w.jobB.title))).toBe(false);
    expect((await titles(w.recruiterB)).some((body) => body.includes(w.jobB.title))).toBe(true);
    // Interviewers read; they are not told of each applicant.
    expect(await titles(w.interviewerA)).toEqual([]);
    expect((await titles(w.operator)).some((body) => body.includes(w.jobA1.title))).toBe(false);
  });
});

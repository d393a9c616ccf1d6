import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '@skillmatch/db/schema/applications';
import { notifications } from '@skillmatch/db/schema/notifications';
import { resumes } from '@skillmatch/db/schema/resumes';
import { requestAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { assignInterviewer, makeCompany } from '../../test/companies';
import { makeJob } from '../../test/job-factory';
import { createTestApp } from '../../test/test-app';
import { JOB_ROWS } from '../../test/back-office-job-rows';
import {
  idsOf,
  statusOf,
  type Caller,
  type Check,
  type Method,
  type World,
} from '../../test/back-office-world';
import { WORKFLOW_ROWS } from '../../test/back-office-workflow-rows';

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
  ...JOB_ROWS,
  ...WORKFLOW_ROWS,
};

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

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs } from '@skillmatch/db/schema/jobs';
import { type TestAccount } from './accounts';
import { makeJob } from './job-factory';
import { type Check } from './back-office-world';

/** The back office's job routes, each with its cross-company checks (back-office.test.ts). */
export const JOB_ROWS: Record<string, Check> = {
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
};

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { applicationNotes } from '@skillmatch/db/schema/application-notes';
import { candidateEmails } from '@skillmatch/db/schema/candidate-emails';
import { interviews } from '@skillmatch/db/schema/interviews';
import { scorecards } from '@skillmatch/db/schema/scorecards';
import { type TestAccount } from './accounts';
import { type Check } from './back-office-world';

/** The hiring team's workflow routes (interviews, scorecards, notes, email), each with its cross-company checks (back-office.test.ts). */
export const WORKFLOW_ROWS: Record<string, Check> = {
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

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '@skillmatch/db/schema/applications';
import { emailChoices } from '@skillmatch/db/schema/email-choices';
import type { App } from '../../app-types';
import type { MailMessage } from '../../mail/mailer';
import { signUp, signUpAdmin, type TestAccount, requestAs } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { sendNewApplicantSummaries } from './applicant-emails';

const MOTIVATION = 'I have run support teams for six years and would love to bring that to your people.';

/** The emails an application causes, read from the development outbox. */
describe('application emails', () => {
  let app: App;
  let seeker: TestAccount;
  let eachAdmin: TestAccount;
  let dailyAdmin: TestAccount;
  let quietAdmin: TestAccount;
  const sent: MailMessage[] = [];
  const to = (account: TestAccount) => sent.filter((mail) => mail.to === account.email);
  const settled = () =>
    expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);

  beforeAll(async () => {
    app = await createTestApp({
      mailer: { kind: 'outbox', send: async (message) => void sent.push(message) },
    });
    seeker = await signUp(app, { name: 'Grace Hopper' });
    eachAdmin = await signUpAdmin(app);
    dailyAdmin = await signUpAdmin(app);
    quietAdmin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const apply = async (title: string) => {
    const job = await makeJob(app, { title, company: 'Acme' });
    const answer = await requestAs(app, seeker, 'POST', '/api/applications', {
      jobId: job.id,
      motivation: MOTIVATION,
    });
    expect(answer.statusCode).toBe(201);
    return answer.json().applicationId as string;
  };

  it('lets each recruiter choose: an email per applicant, a daily summary, or none', async () => {
    expect((await requestAs(app, eachAdmin, 'GET', '/api/admin/email-choices')).json()).toEqual({
      newApplicants: 'each',
    });
    const daily = await requestAs(app, dailyAdmin, 'PUT', '/api/admin/email-choices', {
      newApplicants: 'daily',
    });
    expect(daily.json()).toEqual({ newApplicants: 'daily' });
    await requestAs(app, quietAdmin, 'PUT', '/api/admin/email-choices', { newApplicants: 'none' });
    const wrong = await requestAs(app, quietAdmin, 'PUT', '/api/admin/email-choices', {
      newApplicants: 'hourly',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await requestAs(app, quietAdmin, 'GET', '/api/admin/email-choices')).json().newApplicants).toBe(
      'none',
    );
    const seekerTries = await requestAs(app, seeker, 'PUT', '/api/admin/email-choices', {
      newApplicants: 'none',
    });
    expect(seekerTries.statusCode).toBe(403);
  });

  it('tells the applicant the application was received, and the recruiters who want each applicant', async () => {
    await apply('Support Lead');
    await settled();
    expect(to(seeker).map((mail) => mail.subject)).toEqual(['We received your application for Support Lead']);
    expect(to(eachAdmin).map((mail) => mail.subject)).toEqual([
      'New applicant: Grace Hopper applied to Support Lead at Acme. - SkillMatch',
    ]);
    expect(to(dailyAdmin)).toEqual([]);
    expect(to(quietAdmin)).toEqual([]);
  });

  it('sends the daily summary once, with the applications since the last one', async () => {
    await apply('Support Engineer');
    await settled();
    // The last summary was yesterday; a summary covers applications older than a minute: these two
    // were sent "earlier today".
    await app.db.update(emailChoices).set({ summarisedUntil: sql`now() - interval '1 day'` });
    await app.db.update(applications).set({ createdAt: sql`now() - interval '2 minutes'` });
    const [first, second] = await Promise.all([
      sendNewApplicantSummaries(app),
      sendNewApplicantSummaries(app),
    ]);
    expect(first + second).toBe(1);
    expect(to(dailyAdmin).map((mail) => mail.subject)).toEqual(['2 new applicants - SkillMatch']);
    expect(to(dailyAdmin)[0]!.text).toContain('Grace Hopper applied to Support Engineer at Acme.');
    expect(await sendNewApplicantSummaries(app)).toBe(0);
    expect(to(quietAdmin)).toEqual([]);
  });

  it('sends one email for a move to Interview with a next step, saying both', async () => {
    const id = await apply('Support Manager');
    await settled();
    const before = to(seeker).length;
    const moved = await requestAs(app, eachAdmin, 'PATCH', `/api/applications/${id}`, {
      status: 'Interview',
      nextStep: 'Video call',
      nextStepDate: '2026-12-01',
    });
    expect(moved.statusCode).toBe(200);
    await settled();
    const emails = to(seeker).slice(before);
    expect(emails.map((mail) => mail.subject)).toEqual(['Application update: Interview - SkillMatch']);
    expect(emails[0]!.text).toContain('is now Interview');
    expect(emails[0]!.text).toContain('has a next step: Video call on Dec 1, 2026');
  });

  it('carries the recruiter’s feedback in the rejection email', async () => {
    const id = await apply('Support Analyst');
    await settled();
    const before = to(seeker).length;
    await requestAs(app, eachAdmin, 'PATCH', `/api/applications/${id}`, {
      status: 'Rejected',
      feedback: 'We chose someone with more SQL; your writing stood out.',
    });
    await settled();
    const emails = to(seeker).slice(before);
    expect(emails.map((mail) => mail.subject)).toEqual(['Application update: Rejected - SkillMatch']);
    expect(emails[0]!.text).toContain(
      'Feedback from the recruiter: We chose someone with more SQL; your writing stood out.',
    );
    const [row] = await app.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.status).toBe('Rejected');
  });
});

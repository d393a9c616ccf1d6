import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import type { MailMessage } from '../../mail/mailer';
import { requestAs, signUp, type TestAccount } from '../../../test/accounts';
import { applyAs } from '../../../test/applications';
import { makeCompany } from '../../../test/companies';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { sendInterviewReminders } from './interview-emails';

const HOUR = 3_600_000;

describe('interview reminders', () => {
  let app: App;
  let recruiter: TestAccount;
  let seeker: TestAccount;
  let applicationId: string;
  const sent: MailMessage[] = [];
  const reminders = () => sent.filter((mail) => mail.subject.startsWith('Reminder:'));
  const settled = () =>
    expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
  const scheduleIn = async (hours: number) => {
    const answer = await requestAs(app, recruiter, 'POST', `/api/applications/${applicationId}/interviews`, {
      startsAt: new Date(Date.now() + hours * HOUR).toISOString(),
      durationMinutes: 30,
      timeZone: 'America/New_York',
      interviewerEmails: [recruiter.email],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id as string;
  };

  beforeAll(async () => {
    app = await createTestApp({
      mailer: { kind: 'outbox', send: async (message) => void sent.push(message) },
    });
    recruiter = await signUp(app, { name: 'Rita Recruiter' });
    seeker = await signUp(app, { name: 'Sam Seeker' });
    const company = await makeCompany(app, { members: [{ id: recruiter.id, role: 'owner' }] });
    const job = await makeJob(app, { title: 'Data Engineer', company: company.name });
    applicationId = await applyAs(app, seeker, job.id);
  });
  afterAll(() => app.close());

  it('reminds the candidate and the interviewers once, a day before, however many workers run at once', async () => {
    await scheduleIn(2);
    await scheduleIn(72);
    await settled();
    // Two runs at once, as two processes' workers would (the schedule may have run one already).
    const claimed = await Promise.all([sendInterviewReminders(app), sendInterviewReminders(app)]);
    expect(claimed.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
    expect(await sendInterviewReminders(app)).toBe(0);
    await settled();
    expect(
      reminders()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([recruiter.email, seeker.email].sort());
  });

  it('reminds again of an interview moved to a new time', async () => {
    const id = await scheduleIn(5);
    await sendInterviewReminders(app);
    const before = reminders().length;
    const moved = await requestAs(app, recruiter, 'PATCH', `/api/interviews/${id}`, {
      startsAt: new Date(Date.now() + 6 * HOUR).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await Promise.all([sendInterviewReminders(app), sendInterviewReminders(app)]);
    await settled();
    expect(reminders().length - before).toBe(2);
  });
});

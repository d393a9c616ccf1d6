import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import type { MailMessage } from '../../mail/mailer';
import { signUp, signUpAdmin, type TestAccount, requestAs } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const MOTIVATION = 'I have built design systems for eight years and would love to bring that to your team.';

/** Nobody is ghosted: deleting a job closes its open applications and tells each applicant. */
describe('deleting a job with open applications', () => {
  let app: App;
  let admin: TestAccount;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      mailer: { kind: 'outbox', send: async (message) => void sent.push(message) },
    });
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  it('closes the open ones by the employer, clears their next step, tells and emails each applicant once', async () => {
    const job = (await makeJob(app, { title: 'Vanishing Engineer', company: 'Acme' })).id;
    const apply = async (name: string) => {
      const account = await signUp(app, { name });
      const answer = await requestAs(app, account, 'POST', '/api/applications', {
        jobId: job,
        motivation: MOTIVATION,
      });
      return { account, id: answer.json().applicationId as string };
    };
    const interviewing = await apply('Ines Interview');
    const applied = await apply('Abe Applied');
    const offered = await apply('Olga Offer');
    await requestAs(app, admin, 'PATCH', `/api/applications/${interviewing.id}`, {
      status: 'Interview',
      nextStep: 'Meet the team',
      nextStepDate: '2026-12-03',
    });
    await requestAs(app, admin, 'PATCH', `/api/applications/${offered.id}`, { status: 'Offer' });
    await expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
    const before = sent.length;

    expect((await requestAs(app, admin, 'DELETE', `/api/jobs/${job}`)).statusCode).toBe(200);

    const mine = async (account: TestAccount) =>
      (await requestAs(app, account, 'GET', '/api/applications')).json()[0];
    const closed = await mine(interviewing.account);
    expect(closed).toMatchObject({ status: 'Closed by the employer', nextStep: null, nextStepDate: null });
    expect(closed.timeline.at(-1).stage).toBe('Closed by the employer');
    expect((await mine(applied.account)).status).toBe('Closed by the employer');
    expect((await mine(offered.account)).status).toBe('Offer');
    const withdraw = await requestAs(
      app,
      interviewing.account,
      'POST',
      `/api/applications/${interviewing.id}/withdraw`,
    );
    expect(withdraw.statusCode).toBe(409);

    const bell = (await requestAs(app, interviewing.account, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({
      title: 'Application closed',
      body: 'Vanishing Engineer at Acme was closed by the employer, so your application is closed. Thank you for applying.',
    });
    await expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
    const emails = sent.slice(before);
    expect(emails.map((mail) => `${mail.to} ${mail.subject}`).sort()).toEqual(
      [interviewing, applied].map(({ account }) => `${account.email} Application closed - SkillMatch`).sort(),
    );
  });
});

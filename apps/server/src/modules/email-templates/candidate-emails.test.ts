import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateEmails } from '@skillmatch/db/schema/candidate-emails';
import type { App } from '../../app-types';
import type { MailMessage } from '../../mail/mailer';
import { requestAs, sameOrigin, signUp, type TestAccount } from '../../../test/accounts';
import { makeCompany } from '../../../test/companies';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { sendScheduledCandidateEmail } from './candidate-email-sending';

const MOTIVATION = 'I have shipped data pipelines for six years and would love to do it for your team.';

describe('emails to candidates and their replies', () => {
  let app: App;
  const sent: MailMessage[] = [];
  let recruiter: TestAccount;
  let outsider: TestAccount;
  let seeker: TestAccount;
  let jobId: string;
  const idle = () => expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
  /** Applies, and waits for the acknowledgement (the conversation's first email) to be sent. */
  const apply = async (who: TestAccount) => {
    const answer = await requestAs(app, who, 'POST', '/api/applications', { jobId, motivation: MOTIVATION });
    await idle();
    return answer.json().applicationId as string;
  };
  const move = (id: string, status: string) =>
    requestAs(app, recruiter, 'PATCH', `/api/applications/${id}`, { status });
  const email = (who: TestAccount, id: string, body: object) =>
    requestAs(app, who, 'POST', `/api/applications/${id}/emails`, body);
  const conversation = async (who: TestAccount, id: string) =>
    (await requestAs(app, who, 'GET', `/api/applications/${id}/emails`)).json();
  const reply = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/inbound-email', headers: { ...headers }, payload });

  beforeAll(async () => {
    app = await createTestApp({
      mailer: { kind: 'outbox', send: async (message) => void sent.push(message) },
    });
    recruiter = await signUp(app, { name: 'Rita Recruiter' });
    outsider = await signUp(app, { name: 'Olga Outsider' });
    seeker = await signUp(app, { name: 'Sam Seeker' });
    const company = await makeCompany(app, {
      name: 'Alpha Works',
      members: [{ id: recruiter.id, role: 'recruiter' }],
    });
    await makeCompany(app, { name: 'Beta Labs', members: [{ id: outsider.id, role: 'owner' }] });
    jobId = (await makeJob(app, { title: 'Data Engineer', company: company.name })).id;
    await requestAs(app, recruiter, 'PUT', '/api/email-templates/offer', {
      subject: 'Your offer, {{candidate.firstName}}',
      body: 'We offer you {{job.title}} at {{company.name}}.',
    });
  });
  afterAll(() => app.close());

  it('proposes the offer template filled in, sends the edited text with a reply address, and shows it on both timelines', async () => {
    const id = await apply(seeker);
    expect((await move(id, 'Offer')).statusCode).toBe(200);
    const draft = await requestAs(app, recruiter, 'GET', `/api/applications/${id}/emails/draft?kind=offer`);
    expect(draft.json()).toEqual({
      kind: 'offer',
      subject: 'Your offer, Sam',
      body: 'We offer you Data Engineer at Alpha Works.',
      to: seeker.email,
    });
    expect(
      (await requestAs(app, outsider, 'GET', `/api/applications/${id}/emails/draft?kind=offer`)).statusCode,
    ).toBe(404);
    expect((await email(outsider, id, { kind: 'offer', subject: 'x', body: 'y' })).statusCode).toBe(404);
    expect((await email(seeker, id, { kind: 'offer', subject: 'x', body: 'y' })).statusCode).toBe(403);

    const answer = await email(recruiter, id, {
      kind: 'offer',
      subject: 'Your offer, Sam',
      body: 'We offer you Data Engineer at Alpha Works, starting in May.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    await idle();
    const mail = sent.filter(
      (message) => message.to === seeker.email && message.subject === 'Your offer, Sam',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('starting in May');
    expect(mail[0]!.replyTo).toMatch(new RegExp(`^reply\\+${id}\\.[\\w-]{32}@skillmatch\\.localhost$`));

    const seen = await conversation(seeker, id);
    expect(seen).toMatchObject([
      { direction: 'out', status: 'sent', kind: 'acknowledgement', from: 'The hiring team' },
      { direction: 'out', status: 'sent', from: 'Rita Recruiter', subject: 'Your offer, Sam' },
    ]);
    const mine = (await requestAs(app, seeker, 'GET', '/api/applications')).json();
    const timeline = mine.find(
      (application: { applicationId: string }) => application.applicationId === id,
    ).timeline;
    expect(timeline.at(-1)).toMatchObject({ stage: 'Email sent', note: 'Your offer, Sam' });
    expect((await requestAs(app, outsider, 'GET', `/api/applications/${id}/emails`)).statusCode).toBe(404);

    // The candidate answers from their mailbox: the relay hands the reply over.
    const answered = await reply({
      to: `"Alpha Works" <${mail[0]!.replyTo}>`,
      from: seeker.email,
      subject: 'Re: Your offer, Sam',
      text: 'Yes, I accept!\n\nOn Mon, Rita wrote:\n> We offer you Data Engineer',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const team = await conversation(recruiter, id);
    expect(team.at(-1)).toMatchObject({ direction: 'in', from: 'Sam Seeker', body: 'Yes, I accept!' });
    expect((await conversation(seeker, id)).at(-1)).toMatchObject({
      direction: 'in',
      body: 'Yes, I accept!',
    });
  });

  it('refuses a reply to an address it did not sign, and bad input, writing nothing', async () => {
    const id = await apply(await signUp(app, { name: 'Forged Fred' }));
    const before = await app.db.select().from(candidateEmails);
    const forged = await reply({
      to: `reply+${id}.${'A'.repeat(32)}@skillmatch.localhost`,
      from: 'x@example.com',
      text: 'hi',
    });
    expect(forged.statusCode).toBe(404);
    expect((await reply({ to: 'someone@example.com', from: 'x@example.com', text: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await reply({ from: 'x@example.com' })).statusCode).toBe(400);
    const invalid = await email(recruiter, id, {
      subject: '',
      body: 'Hi {{candidate.shoeSize}}',
      delayMinutes: 5,
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['body', 'delayMinutes', 'subject']);
    expect(await app.db.select().from(candidateEmails)).toEqual(before);
  });

  it('sends a delayed rejection once with two workers at it, and not at all once the applicant moved on', async () => {
    const lea = await signUp(app, { name: 'Lea Later' });
    const later = await apply(lea);
    const back = await apply(await signUp(app, { name: 'Ben Back' }));
    for (const id of [later, back]) {
      expect((await move(id, 'Rejected')).statusCode).toBe(200);
      const answer = await email(recruiter, id, {
        kind: 'rejection',
        subject: `Sorry ${id}`,
        body: 'Not this time.',
        delayMinutes: 1440,
      });
      expect(answer.json()).toMatchObject({ status: 'scheduled' });
    }
    // Held back by the queue until their time.
    expect(sent.filter((message) => message.subject.startsWith('Sorry'))).toEqual([]);
    // Not shown to the candidate before it goes.
    expect(await conversation(lea, later)).toMatchObject([{ kind: 'acknowledgement' }]);
    expect(await conversation(recruiter, later)).toMatchObject([
      { kind: 'acknowledgement', status: 'sent' },
      { kind: 'rejection', status: 'scheduled' },
    ]);
    expect((await move(back, 'In Progress')).statusCode).toBe(200);

    // Its time has come: two workers (on PostgreSQL, two connections, as two processes would) take it at once.
    const rows = await app.db.select().from(candidateEmails).where(eq(candidateEmails.status, 'scheduled'));
    await Promise.all(
      rows.flatMap((row) => [
        sendScheduledCandidateEmail(app, { emailId: row.id }),
        sendScheduledCandidateEmail(app, { emailId: row.id }),
      ]),
    );
    expect(sent.filter((message) => message.subject === `Sorry ${later}`)).toHaveLength(1);
    expect(sent.filter((message) => message.subject === `Sorry ${back}`)).toEqual([]);
    const statuses = await app.db
      .select({ id: candidateEmails.applicationId, status: candidateEmails.status })
      .from(candidateEmails);
    expect(statuses).toContainEqual({ id: later, status: 'sent' });
    expect(statuses).toContainEqual({ id: back, status: 'cancelled' });
  });

  it('needs the relay’s secret once one is configured', async () => {
    const guarded = await createTestApp({ env: { INBOUND_EMAIL_SECRET: 'relay-secret-0123456789' } });
    try {
      const payload = { to: 'reply+x@skillmatch.localhost', from: 'x@example.com', text: 'hi' };
      const refused = await guarded.inject({
        method: 'POST',
        url: '/api/inbound-email',
        payload,
        headers: sameOrigin(guarded),
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await guarded.close();
    }
  });
});

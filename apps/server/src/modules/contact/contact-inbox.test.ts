import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@skillmatch/db/schema/auth';
import { contactMessages, contactReplies } from '@skillmatch/db/schema/contact-messages';
import { CONTACT_REPLY_MESSAGES } from '@skillmatch/shared/schemas/contact';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { requestAs, sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

const INBOX = '/api/admin/contact-messages';

/** Contact messages reach the operator by email and the back office's inbox, and are answered from it. */
describe('the contact inbox', () => {
  let first: App;
  let second: App;
  let admin: TestAccount;
  let seeker: TestAccount;
  const sent: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message) };
  const settled = () =>
    expect.poll(async () => (await first.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);

  beforeAll(async () => {
    first = await createTestApp({ mailer });
    // A second process on the same database: both work the task queue.
    second = await buildApp({ config: first.config, database: first.database, logger: false, mailer });
    await second.ready();
    admin = await signUpAdmin(first);
    await signUpAdmin(first);
    seeker = await signUp(first, { name: 'Sam Seeker' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const contact = (on: App, name: string, email: string, message: string) =>
    on.inject({
      method: 'POST',
      url: '/api/contact',
      headers: sameOrigin(on),
      payload: { name, email, topic: 'Recruiters', message },
    });
  const messageBy = async (email: string) =>
    (await first.db.select().from(contactMessages).where(eq(contactMessages.email, email)))[0]!;

  it('emails each new message to the administrators once, whichever process takes the task', async () => {
    const senders = ['ada@example.com', 'alan@example.com', 'edsger@example.com', 'barbara@example.com'];
    const answers = await Promise.all(
      senders.map((email, index) =>
        contact(index % 2 ? second : first, `Sender ${index}`, email, `Question number ${index} about jobs.`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    await settled();
    const admins = await first.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    for (const [index, email] of senders.entries()) {
      const toOperator = sent.filter((mail) => mail.replyTo === email);
      expect(toOperator).toHaveLength(1);
      expect(toOperator[0]!.to.split(', ').sort()).toEqual(admins.map((row) => row.email).sort());
      expect(toOperator[0]!.subject).toBe(`Contact message from Sender ${index}: Recruiters - SkillMatch`);
      expect(toOperator[0]!.text).toContain(`Question number ${index} about jobs.`);
      expect(toOperator[0]!.text).toContain(`/admin/inbox/${(await messageBy(email)).id}`);
    }
  });

  it('lists unanswered messages first, newest first, and opens one in full', async () => {
    const list = await requestAs(first, admin, 'GET', INBOX);
    expect(list.statusCode).toBe(200);
    const inbox = list.json();
    expect(inbox).toMatchObject({ total: 4, unanswered: 4 });
    const received = inbox.messages.map((message: { receivedAt: string }) => message.receivedAt);
    expect(received).toEqual([...received].sort().reverse());
    const one = await requestAs(first, admin, 'GET', `${INBOX}/${inbox.messages[0].id}`);
    expect(one.json()).toEqual({ ...inbox.messages[0], replies: [] });
  });

  it('replies by email to the sender, records who answered, and marks the message answered', async () => {
    const message = await messageBy('ada@example.com');
    const answer = await first.inject({
      method: 'POST',
      url: `${INBOX}/${message.id}/replies`,
      headers: { ...sameOrigin(first), cookie: admin.cookie, 'idempotency-key': 'reply-to-ada-0001' },
      payload: { body: '  Hello Ada,\nPublish jobs from the Jobs page.  ' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      id: message.id,
      answeredAt: expect.any(String),
      replies: [{ authorName: 'Grace Admin', body: 'Hello Ada,\nPublish jobs from the Jobs page.' }],
    });
    await settled();
    const toSender = sent.filter((mail) => mail.to === 'ada@example.com');
    expect(toSender).toHaveLength(1);
    expect(toSender[0]).toMatchObject({ replyTo: admin.email, subject: 'Re: your message to SkillMatch' });
    expect(toSender[0]!.text).toContain('Publish jobs from the Jobs page.');

    const inbox = (await requestAs(first, admin, 'GET', INBOX)).json();
    expect(inbox).toMatchObject({ total: 4, unanswered: 3 });
    expect(inbox.messages.at(-1)).toMatchObject({ id: message.id, answeredAt: expect.any(String) });
    const unanswered = (await requestAs(first, admin, 'GET', `${INBOX}?show=unanswered`)).json();
    expect(unanswered.total).toBe(3);
    expect(unanswered.messages.map((m: { id: string }) => m.id)).not.toContain(message.id);
  });

  it('records one reply and sends one email for a submission sent twice at once', async () => {
    const message = await messageBy('alan@example.com');
    const post = () =>
      first.inject({
        method: 'POST',
        url: `${INBOX}/${message.id}/replies`,
        headers: { ...sameOrigin(first), cookie: admin.cookie, 'idempotency-key': 'reply-to-alan-0001' },
        payload: { body: 'Thank you for writing, Alan.' },
      });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    await settled();
    expect(
      await first.db.select().from(contactReplies).where(eq(contactReplies.messageId, message.id)),
    ).toHaveLength(1);
    expect(sent.filter((mail) => mail.to === 'alan@example.com')).toHaveLength(1);
  });

  it('refuses visitors and people who are not administrators', async () => {
    const message = await messageBy('edsger@example.com');
    for (const [account, status] of [
      [null, 401],
      [seeker, 403],
    ] as const) {
      expect((await requestAs(first, account, 'GET', INBOX)).statusCode).toBe(status);
      expect((await requestAs(first, account, 'GET', `${INBOX}/${message.id}`)).statusCode).toBe(status);
      const reply = await requestAs(first, account, 'POST', `${INBOX}/${message.id}/replies`, {
        body: 'Not mine to answer.',
      });
      expect(reply.statusCode).toBe(status);
    }
    expect((await messageBy('edsger@example.com')).answeredAt).toBeNull();
    expect(
      await first.db.select().from(contactReplies).where(eq(contactReplies.messageId, message.id)),
    ).toEqual([]);
  });

  it('refuses an empty or too long reply, a malformed id and an unknown message, changing nothing', async () => {
    const message = await messageBy('edsger@example.com');
    const reply = (id: string, payload: object) =>
      requestAs(first, admin, 'POST', `${INBOX}/${id}/replies`, payload);
    const empty = await reply(message.id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ body: CONTACT_REPLY_MESSAGES.required });
    expect((await reply(message.id, {})).json().fields).toEqual({ body: CONTACT_REPLY_MESSAGES.required });
    const long = await reply(message.id, { body: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ body: CONTACT_REPLY_MESSAGES.tooLong });
    expect((await reply('not-a-message', { body: 'Hello there.' })).statusCode).toBe(400);
    const unknown = await reply('00000000-0000-4000-8000-000000000000', { body: 'Hello there.' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Message not found.');
    expect(
      (await requestAs(first, admin, 'GET', `${INBOX}/00000000-0000-4000-8000-000000000000`)).statusCode,
    ).toBe(404);
    expect((await requestAs(first, admin, 'GET', `${INBOX}?show=everything`)).statusCode).toBe(400);
    expect((await requestAs(first, admin, 'GET', `${INBOX}?page=0`)).statusCode).toBe(400);

    expect((await messageBy('edsger@example.com')).answeredAt).toBeNull();
    expect(
      await first.db.select().from(contactReplies).where(eq(contactReplies.messageId, message.id)),
    ).toEqual([]);
    await settled();
    expect(sent.filter((mail) => mail.to === 'edsger@example.com')).toEqual([]);
  });
});

describe('the operator address', () => {
  let app: App;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      mailer: { kind: 'outbox', send: async (message) => void sent.push(message) },
      env: { CONTACT_EMAIL: 'Team@Jobs.example.com' },
    });
    await signUpAdmin(app);
  });
  afterAll(() => app.close());

  it('is CONTACT_EMAIL when it is set, instead of the administrators', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: sameOrigin(app),
      payload: { name: 'Grace', email: 'grace@example.com', message: 'Is there an API for jobs?' },
    });
    expect(answer.statusCode).toBe(201);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    expect(sent[0]).toMatchObject({ to: 'team@jobs.example.com', replyTo: 'grace@example.com' });
  });
});

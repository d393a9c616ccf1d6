import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '@skillmatch/db/schema/applications';
import { contactMessages } from '@skillmatch/db/schema/contact-messages';
import { jobs } from '@skillmatch/db/schema/jobs';
import { notifications } from '@skillmatch/db/schema/notifications';
import { siteSettings } from '@skillmatch/db/schema/site-settings';
import { successStories } from '@skillmatch/db/schema/success-stories';
import { IDEMPOTENCY_HEADER } from '@skillmatch/shared/idempotency';
import { sameOrigin, signUp, signUpAdmin, type TestAccount, requestAs } from '../test/accounts';
import { jobInput, makeJob } from '../test/job-factory';
import { createTestApp } from '../test/test-app';
import { buildApp } from './app';
import type { App } from './app-types';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

const MOTIVATION = 'I have built design systems for eight years and would love to bring that to your team.';
const STORY = 'My match score showed which skills counted; three weeks later I had the offer in hand.';

/**
 * A double click: the same form sent twice at once, with the one key the web app made for it, each copy
 * to another process on the one database (as behind a load balancer).
 */
describe('the same submission sent twice at once creates one thing', () => {
  let app: App;
  let second: App;
  let admin: TestAccount;
  let seeker: TestAccount;
  let seekers: TestAccount[];

  beforeAll(async () => {
    app = await createTestApp();
    second = await buildApp({ config: app.config, database: app.database, logger: false });
    await second.ready();
    admin = await signUpAdmin(app);
    seeker = await signUp(app);
    seekers = [];
    for (let index = 0; index < 3; index++) {
      const person = await signUp(app);
      await requestAs(app, person, 'PATCH', `/api/user/${encodeURIComponent(person.email)}`, {
        profile: {
          headline: 'Engineer',
          bio: 'I build things.',
          location: 'Lisbon',
          skills: ['Elixir', 'Erlang'],
        },
      });
      seekers.push(person);
    }
    await app.db.update(siteSettings).set({ strongMatchThreshold: 1 });
    app.siteSettings.forget();
  });
  afterAll(async () => {
    await second.close();
    await app.close();
  });

  const twice = (account: TestAccount | null, url: string, payload: object, key: string = randomUUID()) => {
    const send = (to: App) =>
      to.inject({
        method: 'POST',
        url,
        headers: {
          ...sameOrigin(app),
          ...(account ? { cookie: account.cookie } : {}),
          [IDEMPOTENCY_HEADER]: key,
        },
        payload,
      });
    return Promise.all([send(app), send(second)]);
  };

  it('publishes one job, and each seeker it fits hears of it once', async () => {
    const job = jobInput({ title: 'Elixir Engineer', company: 'Twice Inc', skills: ['Elixir', 'Erlang'] });
    const answers = await twice(admin, '/api/jobs', job);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json().id).toBe(answers[0]!.json().id);
    const made = await app.db.select({ n: count() }).from(jobs).where(eq(jobs.company, 'Twice Inc'));
    expect(made[0]?.n).toBe(1);
    await expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
    const told = await app.db
      .select({ userId: notifications.userId, n: count() })
      .from(notifications)
      .where(eq(notifications.kind, 'match'))
      .groupBy(notifications.userId);
    expect(told.map((row) => row.n)).toEqual(seekers.map(() => 1));
  });

  it('sends one application, and both answers are that application', async () => {
    const job = await makeJob(app, { title: 'Twice Applied', company: 'Acme' });
    const answers = await twice(seeker, '/api/applications', { jobId: job.id, motivation: MOTIVATION });
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json().applicationId).toBe(answers[0]!.json().applicationId);
    const rows = await app.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows.map((row) => row.timeline.filter((entry) => entry.stage === 'Applied').length)).toEqual([1]);
  });

  it('stores one success story', async () => {
    const job = await makeJob(app, { title: 'Story Job', company: 'Acme' });
    const [offered] = await app.db
      .insert(applications)
      .values({
        userId: seeker.id,
        jobId: job.id,
        motivation: MOTIVATION,
        status: 'Offer',
        jobTitle: job.title,
        company: job.company,
        jobType: job.type,
      })
      .returning();
    const answers = await twice(seeker, `/api/applications/${offered!.id}/story`, { story: STORY });
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const stored = await app.db
      .select({ n: count() })
      .from(successStories)
      .where(eq(successStories.applicationId, offered!.id));
    expect(stored[0]?.n).toBe(1);
  });

  it('stores one contact message from a visitor', async () => {
    const message = {
      name: 'Grace',
      email: 'grace@example.com',
      message: 'Sent once, clicked twice: please answer me once.',
    };
    const answers = await twice(null, '/api/contact', message);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const stored = await app.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.message, message.message));
    expect(stored[0]?.n).toBe(1);
  });

  it('lets a refused submission be corrected and sent with its key; refuses the key for another request', async () => {
    const key = randomUUID();
    const job = await makeJob(app, { title: 'Corrected', company: 'Acme' });
    const [short] = await twice(seeker, '/api/applications', { jobId: job.id, motivation: 'too short' }, key);
    expect(short!.statusCode).toBe(400);
    const [sent] = await twice(seeker, '/api/applications', { jobId: job.id, motivation: MOTIVATION }, key);
    expect(sent!.statusCode).toBe(201);
    const other = await makeJob(app, { title: 'Other', company: 'Acme' });
    const [reused] = await twice(
      seeker,
      '/api/applications',
      { jobId: other.id, motivation: MOTIVATION },
      key,
    );
    expect(reused!.statusCode).toBe(409);
    expect(reused!.json().message).toBe(IDEMPOTENCY_MESSAGES.reused);
    const [malformed] = await twice(
      seeker,
      '/api/applications',
      { jobId: other.id, motivation: MOTIVATION },
      'x',
    );
    expect(malformed!.statusCode).toBe(400);
    expect(await app.db.select().from(applications).where(eq(applications.jobId, other.id))).toEqual([]);
  });
});

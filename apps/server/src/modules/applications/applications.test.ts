import type { AddressInfo } from 'node:net';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import { applications } from '@skillmatch/db/schema/applications';
import { APPLY_MESSAGES } from '@skillmatch/shared/schemas/applications';
import type { App } from '../../app-types';
import type { MailMessage } from '../../mail/mailer';
import { signUp, signUpAdmin, type TestAccount, requestAs } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const MOTIVATION = 'I have built design systems for eight years and would love to bring that to your team.';

describe('applications', () => {
  let app: App;
  let seeker: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let jobId: string;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      mailer: { kind: 'outbox', send: async (message) => void sent.push(message) },
    });
    seeker = await signUp(app, { name: 'Grace Hopper' });
    other = await signUp(app);
    admin = await signUpAdmin(app);
    jobId = (await makeJob(app, { title: 'Design Engineer', company: 'Acme', location: 'Berlin' })).id;
  });
  afterAll(() => app.close());

  const as = (account: TestAccount | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    requestAs(app, account, method, url, payload);
  const latestActivity = async () =>
    (await app.db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(1))[0];
  const rowsFor = async (job: string) =>
    (await app.db.select({ n: count() }).from(applications).where(eq(applications.jobId, job)))[0]?.n;

  it('applies with the call kept for other clients, filling everything but the motivation from the job and the clock', async () => {
    const response = await as(seeker, 'PATCH', `/api/user/${seeker.email}/apply`, {
      application: {
        jobId,
        motivation: `  ${MOTIVATION}  `,
        status: 'Offer',
        job: 'CEO',
        company: 'Made Up',
        nextStep: 'Sign the contract',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().application).toMatchObject({
      job: 'Design Engineer',
      company: 'Acme',
      companyLocation: 'Berlin',
      status: 'Applied',
      nextStep: null,
      motivation: MOTIVATION,
      timeline: [{ stage: 'Applied' }],
    });
    const id = response.json().application.applicationId;
    expect(await latestActivity()).toMatchObject({
      kind: 'application.created',
      actorId: seeker.id,
      summary: 'Grace Hopper applied to Design Engineer at Acme',
      link: `/admin/applications?application=${id}`,
    });
    const user = (await as(seeker, 'GET', `/api/user/${seeker.email}`)).json();
    expect(user.applications).toHaveLength(1);
    expect(user.applicationStats).toEqual({
      applied: 1,
      inProgress: 0,
      interviews: 0,
      offers: 0,
      rejected: 0,
    });
  });

  it('tells every administrator of a new application, with its place in the pipeline', async () => {
    const id = (await as(seeker, 'GET', '/api/applications')).json()[0].applicationId;
    const adminBell = (await as(admin, 'GET', '/api/notifications')).json();
    expect(adminBell.items).toEqual([
      expect.objectContaining({
        kind: 'application',
        title: 'New application',
        body: 'Grace Hopper applied to Design Engineer at Acme.',
        link: `/admin/applications?application=${id}`,
      }),
    ]);
    expect((await as(seeker, 'GET', '/api/notifications')).json().items).toEqual([]);
  });

  it('refuses a second application for the same job, and keeps one', async () => {
    const again = await as(seeker, 'POST', '/api/applications', { jobId, motivation: MOTIVATION });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPLY_MESSAGES.already);
    expect(await rowsFor(jobId)).toBe(1);
  });

  it('stores exactly one of 20 concurrent applications', async () => {
    const job = (await makeJob(app, { title: 'Race Job', company: 'Racing' })).id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(other, 'POST', '/api/applications', { jobId: job, motivation: MOTIVATION }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await rowsFor(job)).toBe(1);
    const recorded = await app.db
      .select({ n: count() })
      .from(activityLog)
      .where(eq(activityLog.summary, 'Ada Lovelace applied to Race Job at Racing'));
    expect(recorded[0]?.n).toBe(1);
  });

  it('takes one seeker’s applications to eight jobs sent at once, every one', async () => {
    const jobs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => makeJob(app, { title: `Parallel Job ${i}`, company: 'Fanout' })),
    );
    const keen = await signUp(app);
    const answers = await Promise.all(
      jobs.map((job) => as(keen, 'POST', '/api/applications', { jobId: job.id, motivation: MOTIVATION })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(jobs.map(() => 201));
  });

  it('refuses a short or long motivation and a closed job, storing nothing', async () => {
    const job = await makeJob(app, { title: 'Picky Job' });
    const short = await as(seeker, 'POST', '/api/applications', {
      jobId: job.id,
      motivation: 'x'.repeat(49),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(APPLY_MESSAGES.tooShort);
    const long = await as(seeker, 'POST', '/api/applications', {
      jobId: job.id,
      motivation: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    await as(admin, 'PATCH', `/api/jobs/${job.id}`, { status: 'closed' });
    const closed = await as(seeker, 'POST', '/api/applications', { jobId: job.id, motivation: MOTIVATION });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(APPLY_MESSAGES.closed);
    expect(await rowsFor(job.id)).toBe(0);
    expect((await as(null, 'POST', '/api/applications', { jobId, motivation: MOTIVATION })).statusCode).toBe(
      401,
    );
  });

  it('shows each person only their own applications and lets nobody else change them', async () => {
    const mine = (await as(seeker, 'GET', '/api/applications')).json();
    const theirs = (await as(other, 'GET', '/api/applications')).json();
    expect(mine.map((item: { job: string }) => item.job)).toEqual(['Design Engineer']);
    expect(theirs.map((item: { job: string }) => item.job)).toEqual(['Race Job']);
    const id = mine[0].applicationId;
    expect((await as(other, 'POST', `/api/applications/${id}/withdraw`)).statusCode).toBe(404);
    expect((await as(other, 'PATCH', `/api/applications/${id}`, { status: 'Offer' })).statusCode).toBe(403);
    expect(
      (
        await as(other, 'PATCH', `/api/user/${seeker.email}/apply`, {
          application: { jobId, motivation: MOTIVATION },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('tells the applicant of a status change and a next step, in the app, live and by email', async () => {
    // The acknowledgement is sent (and put on the timeline) by a background task.
    await expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
    const id = (await as(seeker, 'GET', '/api/applications')).json()[0].applicationId;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const stream = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { cookie: seeker.cookie },
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();

    const moved = await as(admin, 'PATCH', `/api/applications/${id}`, {
      status: 'Interview',
      nextStep: 'Technical interview',
      nextStepDate: '2026-12-01',
    });
    expect(moved.json()).toMatchObject({
      status: 'Interview',
      nextStep: 'Technical interview',
      nextStepDate: '2026-12-01',
      timeline: [
        { stage: 'Applied' },
        { stage: 'Email sent', note: 'We received your application for Design Engineer' },
        { stage: 'Interview' },
        { stage: 'Next step: Technical interview', note: 'on Dec 1, 2026' },
      ],
    });

    let received = '';
    while (!received.includes('Next step: Technical interview')) {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
    }
    expect(received).toContain('event: notification');
    expect(received).toContain('Application update: Interview');
    await reader.cancel();

    const bell = (await as(seeker, 'GET', '/api/notifications')).json();
    expect(bell.unread).toBe(2);
    expect(bell.items.map((item: { title: string }) => item.title)).toEqual(
      expect.arrayContaining(['Application update: Interview', 'Next step: Technical interview']),
    );
    // Email goes out in background tasks, sent with the change: one for the move, saying both.
    const updates = () =>
      sent.filter((mail) => mail.to === seeker.email && mail.subject.startsWith('Application update'));
    await expect
      .poll(() => updates().map((mail) => mail.subject), { timeout: 10_000 })
      .toEqual(['Application update: Interview - SkillMatch']);
    expect(updates()[0]!.text).toContain('has a next step: Technical interview on Dec 1, 2026');

    const one = bell.items[0].id;
    expect((await as(seeker, 'POST', `/api/notifications/${one}/read`)).json().unread).toBe(1);
    expect((await as(other, 'POST', `/api/notifications/${one}/read`)).statusCode).toBe(404);
    expect((await as(seeker, 'POST', '/api/notifications/read-all')).json().unread).toBe(0);
    const user = (await as(seeker, 'GET', `/api/user/${seeker.email}`)).json();
    expect(user.applicationStats.interviews).toBe(1);
  });

  it('lets the applicant withdraw, with a timeline entry the recruiters are told of', async () => {
    const id = (await as(seeker, 'GET', '/api/applications')).json()[0].applicationId;
    const withdrawn = await as(seeker, 'POST', `/api/applications/${id}/withdraw`);
    expect(withdrawn.json()).toMatchObject({ status: 'Withdrawn' });
    expect(withdrawn.json().timeline.at(-1).stage).toBe('Withdrawn');
    expect((await as(seeker, 'POST', `/api/applications/${id}/withdraw`)).statusCode).toBe(409);
    const adminBell = (await as(admin, 'GET', '/api/notifications')).json();
    expect(adminBell.items[0]).toMatchObject({
      kind: 'withdrawn',
      body: 'Grace Hopper withdrew from Design Engineer at Acme.',
      link: `/admin/applications?application=${id}`,
    });
    expect(await latestActivity()).toMatchObject({
      kind: 'application.withdrawn',
      actorId: seeker.id,
      summary: 'Grace Hopper withdrew from Design Engineer at Acme',
      link: `/admin/applications?application=${id}`,
    });
    expect((await as(admin, 'PATCH', `/api/applications/${id}`, { status: 'Offer' })).statusCode).toBe(409);
  });

  it('lets the applicant apply again after withdrawing, once, with the earlier timeline kept', async () => {
    const job = (await makeJob(app, { title: 'Second Chance Engineer', company: 'Acme' })).id;
    const first = await as(seeker, 'POST', '/api/applications', { jobId: job, motivation: MOTIVATION });
    const id = first.json().applicationId;
    // The acknowledgement is sent (and put on the timeline) by a background task.
    await expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
    await as(seeker, 'POST', `/api/applications/${id}/withdraw`);
    const motivation = `${MOTIVATION} I withdrew too soon and would like to be considered again.`;
    const again = await as(seeker, 'POST', '/api/applications', { jobId: job, motivation });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ applicationId: id, status: 'Applied', motivation });
    expect(again.json().timeline.map((entry: { stage: string }) => entry.stage)).toEqual([
      'Applied',
      'Email sent',
      'Withdrawn',
      'Applied',
    ]);
    const twice = await as(seeker, 'POST', '/api/applications', { jobId: job, motivation });
    expect(twice.statusCode).toBe(409);
    expect(await rowsFor(job)).toBe(1);
  });
});

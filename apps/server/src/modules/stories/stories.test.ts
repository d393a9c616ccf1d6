import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '@skillmatch/db/schema/applications';
import { successStories } from '@skillmatch/db/schema/success-stories';
import type { App } from '../../app-types';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { STORY_MESSAGES } from './stories';

const STORY =
  'My match score showed which of my skills counted for data roles; three weeks later I had the offer.';

describe('success stories', () => {
  let app: App;
  let admin: TestAccount;
  let seeker: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
    seeker = await signUp(app, { name: 'Grace Brewster Hopper' });
    other = await signUp(app, { name: 'Alan Turing' });
  });
  afterAll(() => app.close());

  async function applicationAt(status: string, account = seeker) {
    const job = await makeJob(app, { title: 'Data Engineer', company: 'Acme' });
    const [row] = await app.db
      .insert(applications)
      .values({
        userId: account.id,
        jobId: job.id,
        motivation: 'I have built data pipelines for six years and would love to do it for your team.',
        status,
        jobTitle: job.title,
        company: job.company,
        jobType: job.type,
      })
      .returning();
    return row!;
  }

  const share = (account: TestAccount, applicationId: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/story`,
      headers: { ...sameOrigin(app), cookie: account.cookie },
      payload,
    });
  const review = (account: TestAccount, id: string, status: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/stories/${id}`,
      headers: { ...sameOrigin(app), cookie: account.cookie },
      payload: { status },
    });
  const landing = async () => (await app.inject({ url: '/api/site/stories' })).json();
  const storedCount = async () => (await app.db.select().from(successStories)).length;

  it('shows none until a real person’s story is approved: no invented stories', async () => {
    expect(await landing()).toEqual([]);
  });

  it('takes a story only about one’s own application that reached Offer, once, and refuses bad text', async () => {
    const interview = await applicationAt('Interview');
    const refused = await share(seeker, interview.id, { story: STORY });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STORY_MESSAGES.notOffered);

    const offer = await applicationAt('Offer');
    const notTheirs = await share(other, offer.id, { story: STORY });
    expect(notTheirs.statusCode).toBe(404);

    const short = await share(seeker, offer.id, { story: '  Great site!  ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.story).toBe('Your story must be at least 40 characters');
    expect(await storedCount()).toBe(0);

    const shared = await share(seeker, offer.id, { story: `  ${STORY}  ` });
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toMatchObject({ applicationId: offer.id, story: STORY, status: 'pending' });

    const again = await share(seeker, offer.id, { story: STORY });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STORY_MESSAGES.alreadyShared);

    const mine = await app.inject({ url: '/api/stories/mine', headers: { cookie: seeker.cookie } });
    expect(mine.json()).toEqual([shared.json()]);
    // Waiting for an administrator: not on the landing page yet.
    expect(await landing()).toEqual([]);
  });

  it('an administrator approves it for the landing page, with the first name and the job only', async () => {
    const waiting = await app.inject({ url: '/api/admin/stories', headers: { cookie: admin.cookie } });
    expect(waiting.statusCode).toBe(200);
    const [story] = waiting.json();
    expect(story).toMatchObject({
      name: 'Grace Brewster Hopper',
      email: seeker.email,
      job: 'Data Engineer',
      status: 'pending',
    });

    expect((await review(seeker, story.id, 'approved')).statusCode).toBe(403);
    expect((await review(admin, story.id, 'shown')).statusCode).toBe(400);
    expect((await review(admin, story.id, 'approved')).statusCode).toBe(200);
    expect(await landing()).toEqual([
      { id: story.id, name: 'Grace', job: 'Data Engineer', company: 'Acme', story: STORY },
    ]);

    expect((await review(admin, story.id, 'rejected')).statusCode).toBe(200);
    expect(await landing()).toEqual([]);
  });

  it('is gone with the application', async () => {
    const [story] = await app.db.select().from(successStories);
    await app.db.delete(applications).where(eq(applications.id, story!.applicationId));
    expect(await storedCount()).toBe(0);
  });
});

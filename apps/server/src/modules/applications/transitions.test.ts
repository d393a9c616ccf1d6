import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import { applications } from '@skillmatch/db/schema/applications';
import { notifications } from '@skillmatch/db/schema/notifications';
import {
  APPLICATION_TRANSITIONS,
  canMove,
  refusedMoveMessage,
} from '@skillmatch/shared/application-pipeline';
import { APPLICATION_STATUSES } from '@skillmatch/shared/constants';
import type { App } from '../../app-types';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const MOTIVATION = 'I have shipped data pipelines for six years and would love to do it for your team.';
const TARGETS = APPLICATION_STATUSES.filter((status) => status !== 'Withdrawn');

describe('moving an application through the pipeline', () => {
  let app: App;
  let admin: TestAccount;
  let seeker: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
    seeker = await signUp(app, { name: 'Ada Lovelace' });
  });
  afterAll(() => app.close());

  const patch = (account: TestAccount | null, id: string, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      headers: { ...sameOrigin(app), ...(account ? { cookie: account.cookie } : {}) },
      payload,
    });
  const stored = async (id: string) =>
    (await app.db.select().from(applications).where(eq(applications.id, id)))[0]!;

  /** An application of the seeker's, standing at `status`, for a job of its own. */
  async function applicationAt(status: string, title = 'Data Engineer') {
    const job = await makeJob(app, { title, company: 'Acme' });
    const [row] = await app.db
      .insert(applications)
      .values({
        userId: seeker.id,
        jobId: job.id,
        motivation: MOTIVATION,
        status,
        timeline: [{ stage: status, at: '2026-11-01T09:00:00.000Z' }],
        jobTitle: job.title,
        company: job.company,
        jobType: job.type,
        updatedAt: new Date('2026-11-01T09:00:00.000Z'),
      })
      .returning();
    return row!;
  }

  const pairs = APPLICATION_STATUSES.flatMap((from) =>
    TARGETS.filter((to) => to !== from).map((to) => [from, to] as const),
  );

  it.each(pairs)('%s → %s follows the transitions table', async (from, to) => {
    const before = await applicationAt(from);
    const response = await patch(admin, before.id, { status: to });
    const after = await stored(before.id);
    if (canMove(from, to)) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: to, timeline: [{ stage: from }, { stage: to }] });
      expect(after.status).toBe(to);
      expect(after.firstResponseAt).not.toBeNull();
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(refusedMoveMessage(from, to));
      expect(after).toEqual(before);
    }
  });

  it('lets nothing leave Withdrawn and reopens a rejection only to In Progress', () => {
    expect(APPLICATION_TRANSITIONS.Withdrawn).toEqual([]);
    expect(APPLICATION_TRANSITIONS.Rejected).toEqual(['In Progress']);
    expect(pairs.filter(([from, to]) => from === 'Rejected' && canMove(from, to))).toEqual([
      ['Rejected', 'In Progress'],
    ]);
  });

  it('refuses a move to Withdrawn: only the applicant withdraws', async () => {
    const application = await applicationAt('Interview');
    expect((await patch(admin, application.id, { status: 'Withdrawn' })).statusCode).toBe(400);
    expect((await stored(application.id)).status).toBe('Interview');
  });

  it('takes a next step or feedback alone at any status but Withdrawn', async () => {
    const rejected = await applicationAt('Rejected');
    const noted = await patch(admin, rejected.id, { feedback: 'Strong SQL; not enough Spark yet.' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json()).toMatchObject({ status: 'Rejected', feedback: 'Strong SQL; not enough Spark yet.' });
    // A next step is not a status change: no first response yet.
    expect((await stored(rejected.id)).firstResponseAt).toBeNull();

    const withdrawn = await applicationAt('Withdrawn');
    const refused = await patch(admin, withdrawn.id, { nextStep: 'Call back' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(refusedMoveMessage('Withdrawn', 'Withdrawn'));
    expect(await stored(withdrawn.id)).toEqual(withdrawn);
  });

  it('keeps the time of the first response when the application moves again', async () => {
    const application = await applicationAt('Applied');
    await patch(admin, application.id, { status: 'In Progress' });
    const first = (await stored(application.id)).firstResponseAt;
    await patch(admin, application.id, { status: 'Interview' });
    expect((await stored(application.id)).firstResponseAt).toEqual(first);
  });

  it('records the move for the dashboard and tells the seeker', async () => {
    const application = await applicationAt('Applied', 'Platform Engineer');
    expect((await patch(admin, application.id, { status: 'Interview', note: 'Great CV' })).statusCode).toBe(
      200,
    );
    const [entry] = await app.db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(1);
    expect(entry).toMatchObject({
      kind: 'application.moved',
      actorId: admin.id,
      actorName: 'Grace Admin',
      summary: "Grace Admin moved Ada Lovelace's application for Platform Engineer at Acme to Interview",
      link: `/admin/applications?application=${application.id}`,
    });
    const told = await app.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, seeker.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(told).toEqual([
      {
        title: 'Application update: Interview',
        body: 'Your application for Platform Engineer at Acme is now Interview.',
      },
    ]);
  });

  it('lets only administrators move applications, before reading the change', async () => {
    const application = await applicationAt('Applied');
    expect((await patch(null, application.id, { status: 'Nope' })).statusCode).toBe(401);
    expect((await patch(seeker, application.id, { status: 'Nope' })).statusCode).toBe(403);
    expect((await patch(admin, '00000000-0000-4000-8000-000000000000', { status: 'Offer' })).statusCode).toBe(
      404,
    );
  });
});

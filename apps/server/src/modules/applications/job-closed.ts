import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications } from '@skillmatch/db/schema/applications';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { App } from '../../app-types';
import type { TaskSender } from '../../tasks/task-queue';
import type { TaskData } from '../../tasks/tasks';
import type { NotificationRow } from '../notifications/notifications';
import { event } from './applications';
import { byPerson, storeNotices } from './notices';

/** Applications still waiting for the recruiter's decision: closing their job closes them. */
export const OPEN_STATUSES = ['Applied', 'In Progress', 'Interview'];
export const CLOSED_BY_EMPLOYER = 'Closed by the employer';

/**
 * Closes a job's open applications, in the caller's transaction: each ends "Closed by the employer"
 * with a timeline entry, its next step cleared, a notification and an email (a task sent with the
 * change, so one process sends it once). Nobody is left at Interview for a job that is gone. An offer,
 * a rejection or a withdrawal stays as it is. Run twice, the second finds nothing open.
 */
export async function closeOpenApplications(
  tx: Database,
  tasks: TaskSender,
  job: { id: string; title: string; company: string },
): Promise<NotificationRow[]> {
  const closed = await tx
    .update(applications)
    .set({
      status: CLOSED_BY_EMPLOYER,
      nextStep: null,
      nextStepDate: null,
      timeline: sql`${applications.timeline} || ${JSON.stringify([event(CLOSED_BY_EMPLOYER)])}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(applications.jobId, job.id), inArray(applications.status, OPEN_STATUSES)))
    .returning({ id: applications.id, userId: applications.userId });
  const told = closed.flatMap(({ id, userId }) => (userId ? [{ id, userId }] : [])).toSorted(byPerson);
  // In person order, as storeNotices keeps it: each stored row is its application's.
  const stored = await storeNotices(
    tx,
    told.map(({ userId }) => ({
      userId,
      kind: 'job-closed' as const,
      title: 'Application closed',
      body: `${job.title} at ${job.company} was closed by the employer, so your application is closed. Thank you for applying.`,
      link: '/applications',
    })),
  );
  for (const [index, notice] of stored.entries())
    await tasks.send(tx, 'application-email', {
      applicationId: told[index]!.id,
      notificationIds: [notice.id],
    });
  return stored;
}

/**
 * The 'job-closed' task, sent when a job is closed (by a recruiter or its closing date): its open
 * applications are closed and their applicants told. A job reopened since closes nothing.
 */
export async function tellApplicantsJobClosed(app: App, { jobId }: TaskData<'job-closed'>): Promise<void> {
  const notices = await app.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    if (!job || job.status !== 'closed') return [];
    return closeOpenApplications(tx, app.tasks, job);
  });
  await app.notifications.publish(notices);
  if (notices.length > 0) app.tasks.wake('application-email');
}

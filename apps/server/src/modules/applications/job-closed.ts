import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications } from '@skillmatch/db/schema/applications';
import type { App, UseCaseDeps } from '../../app-types';
import type { TaskData } from '../../tasks/tasks';
import { jobTitleAndStatus } from '../jobs/jobs-repository';
import { byPerson } from '../notifications/notifications';
import { event } from './applications';

/** Applications still waiting for the recruiter's decision: closing their job closes them. */
export const OPEN_STATUSES = ['Applied', 'In Progress', 'Interview'];
export const CLOSED_BY_EMPLOYER = 'Closed by the employer';

/**
 * Closes a job's open applications, in the caller's transaction: each ends "Closed by the employer"
 * with a timeline entry, its next step cleared, a notification (published once the change commits) and
 * an email (a task sent with the change, so one process sends it once). Nobody is left at Interview for a job that is gone. An offer,
 * a rejection or a withdrawal stays as it is. Run twice, the second finds nothing open.
 */
export async function closeOpenApplications(
  tx: Database,
  { tasks, notifications }: Pick<UseCaseDeps, 'tasks' | 'notifications'>,
  job: { id: string; title: string; company: string },
): Promise<void> {
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
  // In person order, as `store` keeps it: each stored row is its application's.
  const stored = await notifications.store(
    tx,
    told.map(({ userId }) => ({
      userId,
      kind: 'job-closed' as const,
      title: 'Application closed',
      body: `${job.title} at ${job.company} was closed by the employer, so your application is closed. Thank you for applying.`,
      link: '/applications',
    })),
  );
  for (const [index, notification] of stored.entries())
    await tasks.send(tx, 'application-email', {
      applicationId: told[index]!.id,
      notificationIds: [notification.id],
    });
}

/**
 * The 'job-closed' task, sent when a job is closed (by a recruiter or its closing date): its open
 * applications are closed and their applicants told. A job reopened since closes nothing.
 */
export async function tellApplicantsJobClosed(app: App, { jobId }: TaskData<'job-closed'>): Promise<void> {
  await app.db.transaction(async (tx) => {
    const job = await jobTitleAndStatus(tx, jobId);
    if (!job || job.status !== 'closed') return;
    await closeOpenApplications(tx, app, job);
  });
}

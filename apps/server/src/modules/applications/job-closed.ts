import { and, eq, inArray, sql } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { App } from '../../app-types';
import type { TaskData } from '../../tasks/tasks';
import { event } from './applications';
import { storeNotices } from './notices';

/** Applications still waiting for the recruiter's decision: a closed job's applicants who are told. */
const OPEN_STATUSES = ['Applied', 'In Progress', 'Interview'];
export const JOB_CLOSED_STAGE = 'Job closed';

/**
 * The 'job-closed' task, sent when a job is closed (by a recruiter or its closing date): each applicant
 * whose application is still open gets a "Job closed" entry on its timeline and a notification. The
 * status stays: the recruiter may still decide. A job reopened since tells no one; run twice, it tells no
 * one twice (an application whose last entry is already "Job closed" is skipped).
 */
export async function tellApplicantsJobClosed(app: App, { jobId }: TaskData<'job-closed'>): Promise<void> {
  const notices = await app.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ title: jobs.title, company: jobs.company, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    if (!job || job.status !== 'closed') return [];
    const told = await tx
      .update(applications)
      .set({
        timeline: sql`${applications.timeline} || ${JSON.stringify([event(JOB_CLOSED_STAGE)])}::jsonb`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(applications.jobId, jobId),
          inArray(applications.status, OPEN_STATUSES),
          sql`coalesce(${applications.timeline} -> -1 ->> 'stage', '') <> ${JOB_CLOSED_STAGE}`,
        ),
      )
      .returning({ userId: applications.userId });
    return storeNotices(
      tx,
      told.flatMap(({ userId }) =>
        userId
          ? [
              {
                userId,
                kind: 'job-closed' as const,
                title: 'Job closed',
                body: `${job.title} at ${job.company} is no longer taking applications. Yours stays with the recruiter.`,
                link: '/applications',
              },
            ]
          : [],
      ),
    );
  });
  await app.notifications.publish(notices);
}

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { TaskSender } from '../../tasks/task-queue';
import { recordActivity } from '../admin/activity';

/** A job whose closing date is before today (the database's date: one clock for every process). */
export const pastClosingDate = lt(jobs.closingDate, sql`current_date`);

/**
 * The scheduled 'close-expired-jobs' task: active jobs past their closing date are closed, the activity
 * says why, and each job's applicants are told (a 'job-closed' task, sent with the change). Run twice,
 * the second run finds nothing to close. Applying to such a job is refused at once, whenever this runs
 * (`apply`).
 */
export async function closeExpiredJobs(db: Database, tasks: TaskSender): Promise<number> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(jobs)
      .set({ status: 'closed', updatedAt: new Date() })
      .where(and(eq(jobs.status, 'active'), pastClosingDate))
      .returning({ id: jobs.id, title: jobs.title, company: jobs.company, closingDate: jobs.closingDate });
    await recordActivity(
      tx,
      ...closed.map((job) => ({
        kind: 'job.closed' as const,
        actor: null,
        summary: `${job.title} at ${job.company} closed: its closing date (${job.closingDate}) has passed`,
        link: `/jobs/${job.id}`,
      })),
    );
    for (const job of closed) await tasks.send(tx, 'job-closed', { jobId: job.id });
    return closed.length;
  });
}

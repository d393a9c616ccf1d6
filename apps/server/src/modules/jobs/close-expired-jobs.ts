import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { recordActivity } from '../admin/activity';

/** A job whose closing date is before today (the database's date: one clock for every process). */
export const pastClosingDate = lt(jobs.closingDate, sql`current_date`);

/**
 * The scheduled 'close-expired-jobs' task: active jobs past their closing date are closed, and the
 * activity says why. Run twice, the second run finds nothing to close. Applying to such a job is
 * refused at once, whenever this runs (`apply`).
 */
export async function closeExpiredJobs(db: Database): Promise<number> {
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
    return closed.length;
  });
}

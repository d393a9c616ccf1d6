import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { TaskSender } from '../../tasks/task-queue';
import { recordActivity } from '../admin/activity';

/** A job whose closing date is before today (the database's date: one clock for every process). */
export const pastClosingDate = lt(jobs.closingDate, sql`current_date`);

/**
 * Jobs closed per transaction. A catalogue can have tens of thousands of jobs expire at once (a day's
 * worth after an outage, an import of old postings): one transaction for all of them built a statement too
 * large to send and held every row locked while the search indexes waited for it.
 */
const BATCH = 500;

/**
 * The scheduled 'close-expired-jobs' task: active jobs past their closing date are closed, the activity
 * says why, and each job's applicants are told (a 'job-closed' task, sent with the change), a batch at a
 * time, each batch in its own transaction. Run twice, or by two processes at once, each job is closed
 * once: a batch skips the rows another has locked. Applying to such a job is refused at once, whenever
 * this runs (`apply`).
 */
export async function closeExpiredJobs(db: Database, tasks: TaskSender, batch = BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const closed = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'active'), pastClosingDate))
        .orderBy(asc(jobs.closingDate), asc(jobs.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(jobs)
        .set({ status: 'closed', updatedAt: new Date() })
        .where(inArray(jobs.id, due))
        .returning({ id: jobs.id, title: jobs.title, company: jobs.company, closingDate: jobs.closingDate });
      await recordActivity(
        tx,
        ...rows.map((job) => ({
          kind: 'job.closed' as const,
          actor: null,
          summary: `${job.title} at ${job.company} closed: its closing date (${job.closingDate}) has passed`,
          link: `/jobs/${job.id}`,
        })),
      );
      for (const job of rows) await tasks.send(tx, 'job-closed', { jobId: job.id });
      return rows.length;
    });
    total += closed;
    if (closed < batch) return total;
  }
}

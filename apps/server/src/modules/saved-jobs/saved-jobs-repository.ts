import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { savedJobs } from '@skillmatch/db/schema/saved-jobs';
import { jobCompanyColumn, jobExists, jobTitleColumn } from '../jobs/jobs-repository';

/*
 * The saved jobs' queries that other modules ask for. A module outside `modules/saved-jobs/` calls these
 * rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md "Tables").
 */

/** The jobs a person saved, newest first, as their data export lists them. */
export function savedJobsOf(db: Database, userId: string) {
  return db
    .select({
      jobId: savedJobs.jobId,
      // A job deleted since keeps the title and company it was saved with.
      title: sql<string>`coalesce(${jobTitleColumn(savedJobs.jobId)}, ${savedJobs.jobTitle})`,
      company: sql<string>`coalesce(${jobCompanyColumn(savedJobs.jobId)}, ${savedJobs.company})`,
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt));
}

/** The ids of the jobs a person saved, newest first. */
export function savedJobIdsOf(db: Database, userId: string) {
  return db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt));
}

/** The jobs a person saved that their employer has since deleted, newest first, as they were saved. */
export function removedSavedJobsOf(db: Database, userId: string) {
  return db
    .select({
      id: savedJobs.jobId,
      title: savedJobs.jobTitle,
      company: savedJobs.company,
      location: savedJobs.location,
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), not(jobExists(savedJobs.jobId))))
    .orderBy(desc(savedJobs.createdAt));
}

/**
 * A job about to be deleted: the saved copies keep its title, company and location, so those who saved it
 * still see what it was. In the caller's transaction.
 */
export async function keepSavedJobDetails(
  tx: Database,
  job: { id: string; title: string; company: string; location: string | null },
): Promise<void> {
  await tx
    .update(savedJobs)
    .set({ jobTitle: job.title, company: job.company, location: job.location })
    .where(eq(savedJobs.jobId, job.id));
}

import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { savedJobs } from '@skillmatch/db/schema/saved-jobs';
import { isJobId, type Job } from '@skillmatch/shared/schemas/jobs';
import { notFound } from '../../errors';
import { presentedJobColumns, presentJob, viewerColumns } from './present-job';

export async function listSavedJobs(db: Database, userId: string): Promise<Job[]> {
  const rows = await db
    .select({ ...presentedJobColumns, ...viewerColumns(userId) })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt));
  return rows.map(({ isSaved, isApplied, ...row }) => presentJob(row, { isSaved, isApplied }));
}

/** Saving twice is harmless. */
export async function saveJob(db: Database, userId: string, jobId: string): Promise<void> {
  if (!isJobId(jobId)) throw notFound('Job');
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound('Job');
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: Database, userId: string, jobId: string): Promise<void> {
  if (!isJobId(jobId)) return;
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

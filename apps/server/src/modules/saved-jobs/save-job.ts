import { eq } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { savedJobs } from '@skillmatch/db/schema/saved-jobs';
import { isJobId } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';

/** Saving twice is harmless. */
export async function saveJob(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId, jobId }: { userId: string; jobId: string },
): Promise<{ saved: true }> {
  if (!isJobId(jobId)) throw notFound('Job');
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound('Job');
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
  return { saved: true };
}

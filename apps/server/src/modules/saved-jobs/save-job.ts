import { savedJobs } from '@skillmatch/db/schema/saved-jobs';
import { isJobId } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { publicJobSummary } from '../jobs/jobs-repository';

/**
 * Saving twice is harmless. The job's title, company and location are copied with it: what the person
 * still sees if the employer deletes the job.
 */
export async function saveJob(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId, jobId }: { userId: string; jobId: string },
): Promise<{ saved: true }> {
  if (!isJobId(jobId)) throw notFound('Job');
  const job = await publicJobSummary(db, jobId);
  if (!job) throw notFound('Job');
  await db
    .insert(savedJobs)
    .values({ userId, jobId, jobTitle: job.title, company: job.company, location: job.location })
    .onConflictDoNothing();
  return { saved: true };
}

import { and, eq } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { savedJobs } from '@skillmatch/db/schema/saved-jobs';
import { isJobId } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { publicJob } from '../jobs/job-visibility';

/**
 * Saving twice is harmless. The job's title, company and location are copied with it: what the person
 * still sees if the employer deletes the job.
 */
export async function saveJob(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId, jobId }: { userId: string; jobId: string },
): Promise<{ saved: true }> {
  if (!isJobId(jobId)) throw notFound('Job');
  const [job] = await db
    .select({ title: jobs.title, company: jobs.company, location: jobs.location })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), publicJob));
  if (!job) throw notFound('Job');
  await db
    .insert(savedJobs)
    .values({ userId, jobId, jobTitle: job.title, company: job.company, location: job.location })
    .onConflictDoNothing();
  return { saved: true };
}

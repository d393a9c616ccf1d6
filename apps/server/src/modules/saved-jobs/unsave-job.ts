import { and, eq } from 'drizzle-orm';
import { savedJobs } from '@skillmatch/db/schema/saved-jobs';
import { isJobId } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';

/** Un-saving a job that was not saved (or does not exist) is harmless. */
export async function unsaveJob(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId, jobId }: { userId: string; jobId: string },
): Promise<{ saved: false }> {
  if (isJobId(jobId)) {
    await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
  }
  return { saved: false };
}

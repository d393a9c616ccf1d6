import { desc, eq } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { savedJobs } from '@skillmatch/db/schema/saved-jobs';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';
import { presentedJobColumns, presentJob, viewerColumns } from '../jobs/present-job';

/** The jobs the person saved, newest first. */
export async function listSavedJobs(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId }: { userId: string },
): Promise<{ jobs: Job[] }> {
  const rows = await db
    .select({ ...presentedJobColumns, ...viewerColumns(userId) })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt));
  return { jobs: rows.map(({ isSaved, isApplied, ...row }) => presentJob(row, { isSaved, isApplied })) };
}

import { and, desc, eq, isNull } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { savedJobs } from '@skillmatch/db/schema/saved-jobs';
import type { SavedJobsResponse } from '@skillmatch/shared/schemas/saved-jobs';
import type { UseCaseDeps } from '../../app-types';
import { presentedJobColumns, presentJob, viewerColumns } from '../jobs/present-job';

/** The jobs the person saved, newest first; then, apart, the saved jobs their employer has since deleted. */
export async function listSavedJobs(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId }: { userId: string },
): Promise<SavedJobsResponse> {
  const listed = await db
    .select({ ...presentedJobColumns, ...viewerColumns(userId) })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt));
  const removed = await db
    .select({
      id: savedJobs.jobId,
      title: savedJobs.jobTitle,
      company: savedJobs.company,
      location: savedJobs.location,
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .leftJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, userId), isNull(jobs.id)))
    .orderBy(desc(savedJobs.createdAt));
  return {
    jobs: listed.map(({ isSaved, isApplied, ...row }) => presentJob(row, { isSaved, isApplied })),
    removed: removed.map((row) => ({
      ...row,
      savedAt: row.savedAt.toISOString(),
      removedByEmployer: true as const,
    })),
  };
}

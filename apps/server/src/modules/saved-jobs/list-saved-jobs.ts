import type { SavedJobsResponse } from '@skillmatch/shared/schemas/saved-jobs';
import type { UseCaseDeps } from '../../app-types';
import { jobsForViewer, presentJob } from '../jobs/present-job';
import { removedSavedJobsOf, savedJobIdsOf } from './saved-jobs-repository';

/** The jobs the person saved, newest first; then, apart, the saved jobs their employer has since deleted. */
export async function listSavedJobs(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId }: { userId: string },
): Promise<SavedJobsResponse> {
  const saved = await savedJobIdsOf(db, userId);
  const rows =
    saved.length === 0
      ? []
      : await jobsForViewer(
          db,
          saved.map((row) => row.jobId),
          userId,
        );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const listed = saved.flatMap((row) => byId.get(row.jobId) ?? []);
  const removed = await removedSavedJobsOf(db, userId);
  return {
    jobs: listed.map(({ isSaved, isApplied, ...row }) => presentJob(row, { isSaved, isApplied })),
    removed: removed.map((row) => ({
      ...row,
      savedAt: row.savedAt.toISOString(),
      removedByEmployer: true as const,
    })),
  };
}

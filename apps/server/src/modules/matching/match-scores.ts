import { isJobId } from '@skillmatch/shared/schemas/jobs';
import type { JobMatch } from '@skillmatch/shared/schemas/matching';
import type { UseCaseDeps } from '../../app-types';
import { scoredJobsAmong } from '../jobs/scored-jobs';
import { scorerFor } from './recommend';
import { loadSeeker } from './seeker';
import { reasonsByName } from './skill-names';
import { publicJob } from '../jobs/job-visibility';

/** The seeker's score for each of the given jobs that exists (badges on the list and detail pages). */
export async function matchScores(
  { db, matchIndex }: Pick<UseCaseDeps, 'db' | 'matchIndex'>,
  { seekerId, jobIds }: { seekerId: string; jobIds: string[] },
): Promise<{ matches: JobMatch[] }> {
  const seeker = await loadSeeker(db, seekerId);
  const index = await matchIndex.current();
  const known = jobIds.filter(isJobId);
  if (seeker.skills.length === 0 || known.length === 0) return { matches: [] };
  const rows = await scoredJobsAmong(db, known, publicJob);
  const score = scorerFor(seeker, index);
  const matches = rows.map(({ id, ...job }) => {
    const result = score(job);
    return { jobId: id, score: result.score, reasons: reasonsByName(result.reasons) };
  });
  return { matches };
}

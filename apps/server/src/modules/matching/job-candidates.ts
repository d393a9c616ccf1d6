import type { Candidates } from '@skillmatch/shared/schemas/matching';
import type { UseCaseDeps } from '../../app-types';
import { markApplicantsSeen } from '../admin/applicant-counts';
import { rankCandidates } from './candidates';

/** An administrator reads a job's candidates, ranked by fit: the applicants count as seen from now. */
export async function jobCandidates(
  { db, matchIndex }: Pick<UseCaseDeps, 'db' | 'matchIndex'>,
  { jobId, reviewerId }: { jobId: string; reviewerId: string },
): Promise<Candidates> {
  const candidates = await rankCandidates(db, await matchIndex.current(), jobId);
  // Reading the applicants is looking at them: the jobs table's "new" count starts again from here.
  await markApplicantsSeen(db, reviewerId, jobId);
  return candidates;
}

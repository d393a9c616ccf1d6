import type { Candidates } from '@skillmatch/shared/schemas/matching';
import type { UseCaseDeps } from '../../app-types';
import { jobAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { isJobId } from '@skillmatch/shared/schemas/jobs';
import { notFound } from '../../errors';
import { markApplicantsSeen } from '../admin/applicant-counts';
import { rankCandidates } from './candidates';

/**
 * Someone whose scope holds the job reads its candidates, ranked by fit: the applicants count as seen
 * from now. Outside the scope the job is not found.
 */
export async function jobCandidates(
  { db, matchIndex }: Pick<UseCaseDeps, 'db' | 'matchIndex'>,
  { jobId, scope }: { jobId: string; scope: BackOfficeScope },
): Promise<Candidates> {
  if (!isJobId(jobId)) throw notFound('Job');
  await jobAccess(db, scope, jobId, 'read');
  const candidates = await rankCandidates(db, await matchIndex.current(), jobId);
  // Reading the applicants is looking at them: the jobs table's "new" count starts again from here.
  await markApplicantsSeen(db, scope.userId, jobId);
  return candidates;
}

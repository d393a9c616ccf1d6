import type { CompanyRole } from '@skillmatch/shared/constants';
import { isJobId } from '@skillmatch/shared/schemas/jobs';
import type { JobInterviewers } from '@skillmatch/shared/schemas/back-office';
import type { Database } from '@skillmatch/db/client';
import type { UseCaseDeps } from '../../app-types';
import { jobAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { AppError, notFound } from '../../errors';
import {
  addJobInterviewers,
  membersAmong,
  removeOtherJobInterviewers,
  teamWithInterviewers,
} from '../companies/hiring-team-repository';

/** The company's hiring team, each marked whether they interview for the job. */
async function teamOf(db: Database, jobId: string, companyId: string): Promise<JobInterviewers> {
  const rows = await teamWithInterviewers(db, jobId, companyId);
  const team = rows.map(({ assigned: _assigned, role, ...person }) => ({
    ...person,
    role: role as CompanyRole,
  }));
  return { interviewers: team.filter((_, index) => rows[index]!.assigned !== null), team };
}

/** A job's interviewers and its company's team, for whoever's scope holds the job. */
export async function jobInterviewersOf(
  { db }: Pick<UseCaseDeps, 'db'>,
  { jobId, scope }: { jobId: string; scope: BackOfficeScope },
): Promise<JobInterviewers> {
  if (!isJobId(jobId)) throw notFound('Job');
  const { companyId } = await jobAccess(db, scope, jobId, 'read');
  return teamOf(db, jobId, companyId);
}

/**
 * The job's owners and recruiters (or the operator) set who interviews for it: the whole list, each of
 * them on the company's hiring team (400 naming the field otherwise). Written at once: those left off lose
 * the job, the new ones gain it.
 */
export async function assignInterviewers(
  { db }: Pick<UseCaseDeps, 'db'>,
  { jobId, userIds, scope }: { jobId: string; userIds: string[]; scope: BackOfficeScope },
): Promise<JobInterviewers> {
  if (!isJobId(jobId)) throw notFound('Job');
  const wanted = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    const { companyId } = await jobAccess(tx, scope, jobId, 'manage');
    const members = wanted.length === 0 ? [] : await membersAmong(tx, companyId, wanted);
    if (members.length < wanted.length) {
      const message = 'Interviewers must be on the company’s hiring team.';
      throw new AppError('VALIDATION', message, { userIds: message });
    }
    await removeOtherJobInterviewers(tx, jobId, wanted);
    if (wanted.length > 0) await addJobInterviewers(tx, jobId, wanted);
    return teamOf(tx, jobId, companyId);
  });
}

import { eq } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { isJobId, type Job } from '@skillmatch/shared/schemas/jobs';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { onCompanyTeam } from '../../access/company-access';
import { notFound } from '../../errors';
import { publicColumn } from './job-visibility';
import { presentedJobColumns, presentJob, viewerColumns } from './present-job';

/**
 * One job, with whether the viewer (when signed in) saved it and applied to it. A job the public may not
 * see (a draft, waiting for review, sent back, rejected, or of a suspended company) is "not found" for
 * everyone but its company's team and the operator.
 */
export async function getJob(
  { db }: Pick<UseCaseDeps, 'db'>,
  { id, viewer }: { id: string; viewer?: SessionUser | undefined },
): Promise<Job> {
  if (!isJobId(id)) throw notFound('Job');
  const [row] = await db
    .select({ ...presentedJobColumns, ...viewerColumns(viewer?.id), isPublic: publicColumn() })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!row) throw notFound('Job');
  const { isSaved, isApplied, isPublic, ...job } = row;
  if (!isPublic && !(await onCompanyTeam(db, viewer, job.companyId))) throw notFound('Job');
  return presentJob(job, { isSaved, isApplied });
}

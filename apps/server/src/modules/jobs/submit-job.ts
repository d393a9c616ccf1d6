import { eq } from 'drizzle-orm';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { jobs } from '@skillmatch/db/schema/jobs';
import { isJobId, type Job, type SubmitJob } from '@skillmatch/shared/schemas/jobs';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { SALARY_ORDER_MESSAGE, salaryInOrder } from '@skillmatch/shared/schemas/salary';
import type { UseCaseDeps } from '../../app-types';
import { requireCompanyRole } from '../../access/company-access';
import { AppError, conflict, notFound } from '../../errors';
import { recordActivity } from '../admin/activity';
import { jobActivity } from './manage-jobs';
import { lockPostingCompany, POSTING_ROLES, reviewOnSending } from './moderation';
import { presentedJobColumns, presentJob } from './present-job';
import { tellOperatorsOfWaitingJob } from './review-notifications';

export const NOT_SUBMITTABLE_MESSAGE =
  'Only a draft, or a job sent back for changes, can be submitted. This one is not.';

/**
 * A draft, or a job the operator sent back for changes, is sent on with its last edits (saved with it):
 * to review, or published when the site's moderation lets it (the operator's at once). Its company's
 * owners and recruiters and the operator may; someone outside the company finds no such job.
 */
export async function submitJob(
  deps: Pick<UseCaseDeps, 'db' | 'tasks' | 'notifications' | 'siteSettings'>,
  { id, changes, viewer }: { id: string; changes: SubmitJob; viewer: SessionUser },
): Promise<Job> {
  if (!isJobId(id)) throw notFound('Job');
  const [found] = await deps.db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, id));
  if (!found) throw notFound('Job');
  try {
    await requireCompanyRole(deps.db, viewer, found.companyId, POSTING_ROLES);
  } catch (error) {
    // The company's back office does not exist for an outsider, so neither does its job.
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('Job');
    throw error;
  }
  const { jobModeration } = await deps.siteSettings.current();
  const { skills, ...rest } = changes;
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!current) throw notFound('Job');
    if (current.review !== 'draft' && current.review !== 'changes_requested') {
      throw conflict(NOT_SUBMITTABLE_MESSAGE);
    }
    await lockPostingCompany(tx, current.companyId);
    const salaryMin = rest.salaryMin !== undefined ? rest.salaryMin : current.salaryMin;
    const salaryMax = rest.salaryMax !== undefined ? rest.salaryMax : current.salaryMax;
    if (!salaryInOrder(salaryMin, salaryMax)) {
      throw new AppError('VALIDATION', SALARY_ORDER_MESSAGE, { salaryMax: SALARY_ORDER_MESSAGE });
    }
    const review =
      viewer.role === 'admin'
        ? 'published'
        : await reviewOnSending(tx, jobModeration, {
            companyId: current.companyId,
            sentBack: current.review === 'changes_requested',
          });
    const [updated] = await tx
      .update(jobs)
      .set({
        ...rest,
        ...(skills ? jobSkillColumns(skills) : {}),
        review,
        reviewNote: null,
        submittedAt: review === 'pending' ? new Date() : current.submittedAt,
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, id))
      .returning(presentedJobColumns);
    if (!updated) throw notFound('Job');
    const verb = review === 'pending' ? 'submitted for review' : 'published';
    await recordActivity(tx, jobActivity('job.submitted', viewer, verb, updated));
    if (review === 'published' && updated.status === 'active') {
      await deps.tasks.send(tx, 'strong-matches', { jobId: updated.id });
      await deps.tasks.send(tx, 'job-alerts', { jobId: updated.id });
    }
    if (review === 'pending') await tellOperatorsOfWaitingJob(tx, deps, updated);
    return updated;
  });
  return presentJob(row);
}

import type { CreateJob, Job } from '@skillmatch/shared/schemas/jobs';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { backOfficeScope, requireCompanyRole } from '../../access/company-access';
import { AppError, notFound } from '../../errors';
import { insertJob } from './manage-jobs';
import { lockPostingCompany, POSTING_ROLES, reviewOnSending } from './moderation';
import { presentWrittenJob } from './present-job';
import { tellOperatorsOfWaitingJob } from './review-notifications';

/**
 * Someone posts a job for a company: its owners and recruiters, or the operator. `companyId` names the
 * company (left out: the poster's current one); the operator may give only the company text instead,
 * whose company is found or made (integrations written before companies). A suspended company posts
 * nothing. A draft waits for its poster; otherwise the site's moderation decides whether it is published
 * at once or waits for the operator's review (the operator's own jobs are published). A published job's
 * strong matches are told in a task, which this process starts once the job commits; the operators are
 * told of a job waiting for them.
 */
export async function publishJob(
  deps: Pick<UseCaseDeps, 'db' | 'tasks' | 'notifications' | 'siteSettings'>,
  { job, viewer }: { job: CreateJob; viewer: SessionUser },
): Promise<Job> {
  const { draft, companyId: asked, ...fields } = job;
  const operator = viewer.role === 'admin';
  let companyId = asked;
  if (companyId === undefined && operator && fields.company === undefined) {
    throw new AppError('VALIDATION', 'Company is required', { company: 'Company is required' });
  }
  if (companyId === undefined && !operator) {
    const scope = await backOfficeScope(deps.db, viewer);
    if (scope?.kind !== 'company') throw notFound('Company');
    companyId = scope.companyId;
  }
  if (companyId !== undefined) await requireCompanyRole(deps.db, viewer, companyId, POSTING_ROLES);
  const { jobModeration } = await deps.siteSettings.current();
  const row = await deps.db.transaction(async (tx) => {
    if (companyId !== undefined) await lockPostingCompany(tx, companyId);
    const review = draft
      ? 'draft'
      : operator || companyId === undefined
        ? 'published'
        : await reviewOnSending(tx, jobModeration, { companyId, sentBack: false });
    const created = await insertJob(
      tx,
      deps.tasks,
      {
        ...fields,
        ...(companyId === undefined ? {} : { companyId }),
        review,
        postedBy: viewer.id,
        submittedAt: review === 'pending' ? new Date() : null,
      },
      viewer,
    );
    // Posted by company text: the company the trigger found may be suspended.
    if (companyId === undefined) await lockPostingCompany(tx, created.companyId);
    if (review === 'pending') await tellOperatorsOfWaitingJob(tx, deps, created);
    return created;
  });
  return presentWrittenJob(deps.db, row.id);
}

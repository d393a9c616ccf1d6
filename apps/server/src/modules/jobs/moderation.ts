import { and, eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { CompanyRole, JobModerationMode } from '@skillmatch/shared/constants';
import { conflict, notFound } from '../../errors';
import { lockCompanyShared } from '../companies/companies-repository';

/** Who may post and submit a company's jobs (besides the operator). */
export const POSTING_ROLES: readonly CompanyRole[] = ['owner', 'recruiter'];

export const SUSPENDED_MESSAGE =
  'This company is suspended, so it cannot post jobs. Contact the site’s team to find out why.';

/**
 * Refuses a company that is gone (404) or suspended (409). Its row is locked until the caller's
 * transaction ends, so a suspension made meanwhile waits for the new job and then touches it too.
 */
export async function lockPostingCompany(tx: Database, companyId: string): Promise<void> {
  const company = await lockCompanyShared(tx, companyId);
  if (!company) throw notFound('Company');
  if (company.suspendedAt) throw conflict(SUSPENDED_MESSAGE);
}

/**
 * Where a company member's job goes when sent (posted, or a draft submitted), by the site's moderation:
 * `none` publishes it; `all` has the operator review it; `first` reviews a company's first job, one with
 * no published job before it. A job the operator sent back for changes is reviewed again, whatever the
 * company published since, unless moderation is off. The operator's own jobs are published (their caller).
 */
export async function reviewOnSending(
  tx: Database,
  mode: JobModerationMode,
  { companyId, sentBack }: { companyId: string; sentBack: boolean },
): Promise<'pending' | 'published'> {
  if (mode === 'none') return 'published';
  if (mode === 'all' || sentBack) return 'pending';
  const [published] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.review, 'published')))
    .limit(1);
  return published ? 'published' : 'pending';
}

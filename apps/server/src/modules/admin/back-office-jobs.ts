import type { BackOfficeJobs } from '@skillmatch/shared/schemas/back-office';
import type { UseCaseDeps } from '../../app-types';
import { jobsIn } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { backOfficeJobsPage } from '../jobs/jobs-repository';
import { presentJob } from '../jobs/present-job';
import { containing } from '../like-pattern';

/**
 * The back office's job listings: the jobs in the viewer's scope (every job for the operator, the current
 * company's for its team, the assigned ones for an interviewer), newest first, by part of the title,
 * company, location or a skill, a page at a time.
 */
export async function backOfficeJobs(
  { db }: Pick<UseCaseDeps, 'db'>,
  query: {
    scope: BackOfficeScope;
    q?: string | undefined;
    status: 'active' | 'closed' | 'all';
    page: number;
    pageSize: number;
  },
): Promise<BackOfficeJobs> {
  const { rows, total } = await backOfficeJobsPage(db, {
    inScope: jobsIn(query.scope),
    status: query.status,
    textLike: query.q ? containing(query.q.toLowerCase()) : undefined,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { jobs: rows.map((row) => presentJob(row)), total, page: query.page, pageSize: query.pageSize };
}

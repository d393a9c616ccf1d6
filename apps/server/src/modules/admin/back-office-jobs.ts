import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { BackOfficeJobs } from '@skillmatch/shared/schemas/back-office';
import type { UseCaseDeps } from '../../app-types';
import { jobsIn } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { presentedJobColumns, presentJob } from '../jobs/present-job';
import { containing } from './pipeline-items';

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
  const where = and(
    jobsIn(query.scope),
    query.status === 'all' ? undefined : eq(jobs.status, query.status),
    // `search_text` is lower-cased title, company, location and skills.
    query.q ? ilike(jobs.searchText, containing(query.q.toLowerCase())) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(presentedJobColumns)
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return {
    jobs: rows.map((row) => presentJob(row)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

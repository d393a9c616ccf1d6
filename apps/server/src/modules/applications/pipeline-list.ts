import { asc, count, desc } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import type { PipelineList } from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';
import type { BackOfficeScope } from '../../access/company-access';
import { byScore, itemColumns, matching, presentItems, type PipelineFilters } from './pipeline-items';

const SORTS = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  updated: [desc(applications.updatedAt), desc(applications.id)],
} as const;

export interface PipelineListQuery extends PipelineFilters {
  status?: string | undefined;
  sort: keyof typeof SORTS | 'score';
  page: number;
  pageSize: number;
}

/**
 * One page of the applications in the viewer's scope, filtered and sorted, with the total over every page. By match score, every
 * filtered application is scored (each score is the job's applicants page's), then paged.
 */
export async function pipelineList(
  { db, matchIndex }: Pick<UseCaseDeps, 'db' | 'matchIndex'>,
  { scope, ...query }: PipelineListQuery & { scope: BackOfficeScope },
): Promise<PipelineList> {
  const where = matching(scope, query, query.status);
  const index = await matchIndex.current();
  if (query.sort === 'score') {
    const rows = await db.select(itemColumns).from(applications).where(where);
    const start = (query.page - 1) * query.pageSize;
    return {
      items: (await presentItems(db, index, rows)).sort(byScore).slice(start, start + query.pageSize),
      total: rows.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select(itemColumns)
      .from(applications)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return {
    items: await presentItems(db, index, rows),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

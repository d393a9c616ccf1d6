import { asc, count, desc, eq } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { users } from '@skillmatch/db/schema/auth';
import type { PipelineList } from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';
import { itemColumns, matching, presentItem, type PipelineFilters } from './pipeline-items';

const SORTS = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  updated: [desc(applications.updatedAt), desc(applications.id)],
} as const;

export interface PipelineListQuery extends PipelineFilters {
  status?: string | undefined;
  sort: keyof typeof SORTS;
  page: number;
  pageSize: number;
}

/** One page of applications, filtered and sorted, with the total over every page. */
export async function pipelineList(
  { db }: Pick<UseCaseDeps, 'db'>,
  query: PipelineListQuery,
): Promise<PipelineList> {
  const where = matching(query, query.status);
  const [rows, [counted]] = await Promise.all([
    db
      .select(itemColumns)
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(where),
  ]);
  return {
    items: rows.map(presentItem),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

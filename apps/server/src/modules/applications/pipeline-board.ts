import { count, desc } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { APPLICATION_STATUSES } from '@skillmatch/shared/constants';
import { PIPELINE_COLUMN_LIMIT, type PipelineBoard } from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';
import type { BackOfficeScope } from '../../access/company-access';
import { byScore, itemColumns, matching, presentItems, type PipelineFilters } from './pipeline-items';

/**
 * Every status's column of the applications in the viewer's scope, in pipeline order (Withdrawn too), each with its total and its cards, each card
 * with its applicant's score. Most recently updated first: each column is its own query with a limit,
 * which walks the (status, updated_at) index and stops after a column's worth, however many
 * applications there are; the totals are one grouped count. By match score: every application of the
 * column is scored, then the best kept.
 */
export async function pipelineBoard(
  { db, matchIndex }: Pick<UseCaseDeps, 'db' | 'matchIndex'>,
  {
    scope,
    sort = 'updated',
    ...filters
  }: PipelineFilters & { scope: BackOfficeScope; sort?: 'updated' | 'score' },
): Promise<PipelineBoard> {
  const index = await matchIndex.current();
  const column = async (status: string) => {
    const rows = db
      .select(itemColumns)
      .from(applications)
      .where(matching(scope, filters, status))
      .orderBy(desc(applications.updatedAt), desc(applications.id));
    if (sort === 'updated') return presentItems(db, index, await rows.limit(PIPELINE_COLUMN_LIMIT));
    return (await presentItems(db, index, await rows)).sort(byScore).slice(0, PIPELINE_COLUMN_LIMIT);
  };
  const totals = db
    .select({ status: applications.status, total: count() })
    .from(applications)
    .where(matching(scope, filters))
    .groupBy(applications.status);
  const [counted, ...cards] = await Promise.all([totals, ...APPLICATION_STATUSES.map(column)]);
  const totalOf = new Map(counted.map((row) => [row.status, row.total]));
  return {
    columns: APPLICATION_STATUSES.map((status, index) => ({
      status,
      total: totalOf.get(status) ?? 0,
      items: cards[index] ?? [],
    })),
  };
}

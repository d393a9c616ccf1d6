import { ChevronRight } from 'lucide-react';
import { PIPELINE_COLUMNS } from '@skillmatch/shared/application-pipeline';
import type { PipelineBoard as Board } from '@skillmatch/shared/schemas/admin';
import { PipelineCard } from './pipeline-card';
import { PipelineColumn, type BoardColumn, type ColumnProps } from './pipeline-column';
import { StatusDot } from './pipeline-marks';

type Shared = Omit<ColumnProps, 'column' | 'listHref'>;

const emptyColumn = (status: string): BoardColumn => ({
  status: status as BoardColumn['status'],
  total: 0,
  items: [],
});

/**
 * The board: a column per pipeline status, in order, scrolled sideways on phones; the withdrawn
 * applications apart, folded away, since nothing moves them any more.
 */
export function PipelineBoard({
  board,
  listHref,
  updating,
  ...shared
}: Shared & { board: Board; listHref: (status: string) => string; updating: boolean }) {
  const column = (status: string) =>
    board.columns.find((each) => each.status === status) ?? emptyColumn(status);
  const withdrawn = column('Withdrawn');
  return (
    <div aria-busy={updating || undefined} className={`transition-opacity ${updating ? 'opacity-70' : ''}`}>
      <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0">
        {PIPELINE_COLUMNS.map((status) => (
          <PipelineColumn key={status} column={column(status)} listHref={listHref(status)} {...shared} />
        ))}
      </div>
      <section aria-label="Withdrawn column" className="mt-6">
        <details className="group rounded-card border border-zinc-200 bg-zinc-50/60 dark:border-zinc-800 dark:bg-zinc-900/30">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-medium text-zinc-700 dark:text-zinc-300">
            <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
            <StatusDot status="Withdrawn" />
            Withdrawn
            <span className="text-zinc-500 tabular-nums dark:text-zinc-400">({withdrawn.total})</span>
          </summary>
          <div className="border-t border-zinc-200 p-3 dark:border-zinc-800">
            {withdrawn.items.length === 0 ? (
              <p className="px-1 text-sm text-zinc-600 dark:text-zinc-400">No one has withdrawn.</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
                {withdrawn.items.map((item) => (
                  <li key={item.applicationId}>
                    <PipelineCard item={item} selected={false} selectable={false} actions={shared.actions} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </details>
      </section>
    </div>
  );
}

/** The board's shape while it loads: five columns of grey cards. */
export function PipelineBoardSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading the pipeline"
      className="flex gap-3 overflow-hidden lg:grid lg:grid-cols-5"
    >
      {PIPELINE_COLUMNS.map((status) => (
        <div
          key={status}
          data-testid="skeleton-column"
          className="w-[80vw] max-w-80 shrink-0 space-y-2 rounded-card border border-zinc-200 p-3 lg:w-auto dark:border-zinc-800"
        >
          <div className="h-4 w-24 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-24 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800" />
          ))}
        </div>
      ))}
    </div>
  );
}

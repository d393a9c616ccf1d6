import { ENDED_COLUMNS, PIPELINE_COLUMNS } from '@skillmatch/shared/application-pipeline';
import type { PipelineBoard as Board } from '@skillmatch/shared/schemas/admin';
import { PipelineColumn, type BoardColumn, type ColumnProps } from './pipeline-column';
import { PipelineEndedColumn } from './pipeline-ended-column';

type Shared = Omit<ColumnProps, 'column' | 'listHref'>;

const emptyColumn = (status: string): BoardColumn => ({
  status: status as BoardColumn['status'],
  total: 0,
  items: [],
});

/**
 * The board: a column per pipeline status, in order, scrolled sideways on phones; the withdrawn
 * applications and those closed with their job apart, folded away, since nothing moves them any more.
 */
export function PipelineBoard({
  board,
  listHref,
  updating,
  ...shared
}: Shared & { board: Board; listHref: (status: string) => string; updating: boolean }) {
  const column = (status: string) =>
    board.columns.find((each) => each.status === status) ?? emptyColumn(status);
  return (
    <div aria-busy={updating || undefined} className={`transition-opacity ${updating ? 'opacity-70' : ''}`}>
      {/* Focusable, so a keyboard can scroll the columns sideways on a phone even when they hold no cards. */}
      <div
        role="group"
        aria-label="Pipeline columns"
        tabIndex={0}
        className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:-mx-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0"
      >
        {PIPELINE_COLUMNS.map((status) => (
          <PipelineColumn key={status} column={column(status)} listHref={listHref(status)} {...shared} />
        ))}
      </div>
      <div className="mt-6 grid items-start gap-3 lg:grid-cols-2">
        {ENDED_COLUMNS.map((status) => (
          <PipelineEndedColumn
            key={status}
            column={column(status)}
            actions={shared.actions}
            listHref={listHref(status)}
          />
        ))}
      </div>
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

import { ChevronRight } from 'lucide-react';
import type { CardActions } from './pipeline-card';
import { PipelineCard } from './pipeline-card';
import { SeeAllInList, type BoardColumn } from './pipeline-column';
import { StatusDot } from './pipeline-marks';

/** What an ended column says when it is empty. */
const EMPTY: Record<string, string> = {
  Withdrawn: 'No one has withdrawn.',
  'Closed by the employer': 'No application was closed with its job.',
};

/**
 * A status nothing moves an application out of (withdrawn, closed with its job): folded under the board,
 * its total on the fold, its cards neither selectable nor draggable, and no drop target.
 */
export function PipelineEndedColumn({
  column,
  actions,
  listHref,
}: {
  column: BoardColumn;
  actions: CardActions;
  listHref: string;
}) {
  const { status, items, total } = column;
  return (
    <section aria-label={`${status} column`}>
      <details className="group rounded-card border border-zinc-200 bg-zinc-50/60 dark:border-zinc-800 dark:bg-zinc-900/30">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-medium text-zinc-700 dark:text-zinc-300">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
          <StatusDot status={status} />
          {status}
          <span className="text-zinc-500 tabular-nums dark:text-zinc-400">({total})</span>
        </summary>
        <div className="border-t border-zinc-200 p-3 dark:border-zinc-800">
          {items.length === 0 ? (
            <p className="px-1 text-sm text-zinc-600 dark:text-zinc-400">{EMPTY[status] ?? 'None'}</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {items.map((item) => (
                <li key={item.applicationId}>
                  <PipelineCard item={item} selected={false} selectable={false} actions={actions} />
                </li>
              ))}
            </ul>
          )}
          <SeeAllInList shown={items.length} total={total} listHref={listHref} />
        </div>
      </details>
    </section>
  );
}

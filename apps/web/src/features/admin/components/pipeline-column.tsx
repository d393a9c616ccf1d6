import { Link } from 'react-router';
import { canMove } from '@skillmatch/shared/application-pipeline';
import type { PipelineBoard, PipelineItem } from '@skillmatch/shared/schemas/admin';
import { isMovable } from '../lib/pipeline-moves';
import { PipelineCard, type CardActions } from './pipeline-card';
import { SelectBox, StatusDot } from './pipeline-marks';

export type BoardColumn = PipelineBoard['columns'][number];

export interface ColumnProps {
  column: BoardColumn;
  selected: ReadonlySet<string>;
  /** The card being dragged, if any: columns it cannot move to say so. */
  dragging: PipelineItem | null;
  actions: CardActions & { onSelectAll: (items: PipelineItem[], selected: boolean) => void };
  onDrop: (item: PipelineItem, to: string) => void;
  /** Where the whole column can be read when it holds more than the board shows. */
  listHref: string;
}

/** One status of the board: its total, its cards, a "select all", and a drop target for allowed moves. */
export function PipelineColumn({ column, selected, dragging, actions, onDrop, listHref }: ColumnProps) {
  const { status, items, total } = column;
  const droppable = dragging !== null && canMove(dragging.status, status);
  const blocked = dragging !== null && dragging.status !== status && !droppable;
  const chosen = items.filter((item) => selected.has(item.applicationId)).length;
  return (
    <section
      aria-label={`${status} column`}
      data-drop={droppable ? 'allowed' : blocked ? 'blocked' : undefined}
      onDragOver={(event) => {
        // Only an allowed move makes the column a drop target.
        if (!droppable) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(event) => {
        if (!droppable || !dragging) return;
        event.preventDefault();
        onDrop(dragging, status);
      }}
      className={`flex w-[80vw] max-w-80 shrink-0 snap-start flex-col rounded-card border p-3 transition-[opacity,border-color] duration-150 lg:w-auto lg:max-w-none ${
        droppable
          ? 'border-dashed border-brand-500 bg-brand-50/60 dark:border-brand-400 dark:bg-brand-950/30'
          : 'border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/40'
      } ${blocked ? 'opacity-40' : ''}`}
    >
      <header className="flex items-center gap-2 px-1 pb-3">
        {items.length > 0 && isMovable(status) && (
          <SelectBox
            label={`Select all in ${status}`}
            checked={chosen > 0 && chosen === items.length}
            indeterminate={chosen > 0 && chosen < items.length}
            onChange={(on) => actions.onSelectAll(items, on)}
          />
        )}
        <StatusDot status={status} />
        <h2 className="text-sm font-semibold">{status}</h2>
        <span className="ml-auto rounded-full bg-white px-2 py-0.5 text-xs font-medium text-zinc-700 tabular-nums ring-1 ring-zinc-200 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-700">
          {total}
          <span className="sr-only"> {total === 1 ? 'application' : 'applications'}</span>
        </span>
      </header>
      {blocked && <p className="sr-only">Cannot move here</p>}
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-6 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
          None
        </p>
      ) : (
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.applicationId}>
              <PipelineCard
                item={item}
                selected={selected.has(item.applicationId)}
                selectable={isMovable(status)}
                actions={actions}
              />
            </li>
          ))}
        </ul>
      )}
      <SeeAllInList shown={items.length} total={total} listHref={listHref} />
    </section>
  );
}

/** When a column shows fewer cards than it holds: how many, and the link to all of them in the list. */
export function SeeAllInList({ shown, total, listHref }: { shown: number; total: number; listHref: string }) {
  if (total <= shown) return null;
  return (
    <Link
      to={listHref}
      className="mt-3 inline-flex min-h-11 items-center px-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      Showing {shown} of {total.toLocaleString('en-US')}: see all in the list
    </Link>
  );
}

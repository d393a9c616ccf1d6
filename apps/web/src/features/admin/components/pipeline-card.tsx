import { MatchBadge } from '../../../components/match/match-badge';
import { CalendarClock } from 'lucide-react';
import type { DragEvent } from 'react';
import type { PipelineItem } from '@skillmatch/shared/schemas/admin';
import { formatDate } from '../../../lib/format';
import type { MoveTarget } from '../lib/pipeline-moves';
import { PipelineMoveMenu } from './pipeline-move-menu';
import { DisabledMark, SelectBox } from './pipeline-marks';

export const moveTargetOf = (item: PipelineItem): MoveTarget => ({
  applicationId: item.applicationId,
  name: item.applicant.name,
  status: item.status,
});

export interface CardActions {
  onOpen: (item: PipelineItem) => void;
  onMove: (target: MoveTarget, to: string) => void;
  onSelect: (item: PipelineItem, selected: boolean) => void;
  onDragStart: (item: PipelineItem) => void;
  onDragEnd: () => void;
}

/**
 * One application on the board: who, for which job, since when, what comes next. Dragged to another
 * column, or moved with its keyboard-reachable menu; the name opens the detail panel.
 */
export function PipelineCard({
  item,
  selected,
  selectable,
  actions,
}: {
  item: PipelineItem;
  selected: boolean;
  selectable: boolean;
  actions: CardActions;
}) {
  const name = item.applicant.name;
  const startDrag = (event: DragEvent) => {
    event.dataTransfer?.setData('text/plain', item.applicationId);
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    actions.onDragStart(item);
  };
  return (
    <article
      aria-label={name}
      data-testid="pipeline-card"
      draggable={selectable}
      onDragStart={startDrag}
      onDragEnd={actions.onDragEnd}
      className={`rounded-lg border bg-white p-3 shadow-xs transition-shadow hover:shadow-md dark:bg-zinc-900 ${
        selected
          ? 'border-brand-500 ring-1 ring-brand-500 dark:border-brand-400 dark:ring-brand-400'
          : 'border-zinc-200 dark:border-zinc-800'
      } ${selectable ? 'cursor-grab active:cursor-grabbing' : ''}`}
    >
      <div className="flex items-start gap-2">
        {selectable && (
          <SelectBox
            label={`Select ${name}`}
            checked={selected}
            onChange={(on) => actions.onSelect(item, on)}
          />
        )}
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={() => actions.onOpen(item)}
            className="-my-1 min-h-9 text-left font-medium text-zinc-900 hover:underline dark:text-zinc-100"
          >
            {name}
          </button>
          {item.applicant.disabled && (
            <div className="mt-0.5">
              <DisabledMark />
            </div>
          )}
          <p className="truncate text-sm text-zinc-700 dark:text-zinc-300">
            {item.job.title} · {item.job.company}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
            {item.score !== null && <MatchBadge score={item.score} />}
            <span>
              Applied <time dateTime={item.appliedAt}>{formatDate(item.appliedAt)}</time>
            </span>
          </p>
          {item.nextStep && (
            <p className="mt-1.5 flex items-start gap-1 text-xs text-zinc-800 dark:text-zinc-200">
              <CalendarClock
                className="mt-px size-3.5 shrink-0 text-brand-600 dark:text-brand-400"
                aria-hidden
              />
              <span>
                {item.nextStep}
                {item.nextStepDate && (
                  <>
                    {' · '}
                    <time dateTime={item.nextStepDate}>{formatDate(item.nextStepDate)}</time>
                  </>
                )}
              </span>
            </p>
          )}
        </div>
        <PipelineMoveMenu target={moveTargetOf(item)} onMove={actions.onMove} compact />
      </div>
    </article>
  );
}

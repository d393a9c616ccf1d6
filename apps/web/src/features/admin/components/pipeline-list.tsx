import type { PipelineItem, PipelineList as List } from '@skillmatch/shared/schemas/admin';
import { StatusBadge } from '../../../components/applications/status-badge';
import { MatchBadge } from '../../../components/match/match-badge';
import { formatDate } from '../../../lib/format';
import { isMovable, type MoveTarget } from '../lib/pipeline-moves';
import { moveTargetOf } from './pipeline-card';
import { DisabledMark, SelectBox } from './pipeline-marks';
import { PipelineMoveMenu } from './pipeline-move-menu';

const HEADINGS = ['Applicant', 'Job', 'Match', 'Status', 'Applied', 'Updated', 'Next step'] as const;
const cell = 'px-3 py-2.5 align-top';
const bar = 'h-4 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800';

export interface ListActions {
  onOpen: (item: PipelineItem) => void;
  onMove: (target: MoveTarget, to: string) => void;
  onSelect: (item: PipelineItem, selected: boolean) => void;
  onSelectAll: (items: PipelineItem[], selected: boolean) => void;
}

/** The pipeline as a dense table: one row per application, selectable, each with its Move menu. */
export function PipelineList({
  list,
  selected,
  updating,
  actions,
}: {
  list: List | undefined;
  selected: ReadonlySet<string>;
  updating: boolean;
  actions: ListActions;
}) {
  const items = list?.items ?? [];
  const movable = items.filter((item) => isMovable(item.status));
  const chosen = movable.filter((item) => selected.has(item.applicationId)).length;
  return (
    <div className="overflow-x-auto rounded-card border border-zinc-200 dark:border-zinc-800">
      <table
        aria-label="Applications"
        aria-busy={!list || updating || undefined}
        className={`w-full min-w-[56rem] text-left text-sm transition-opacity ${updating ? 'opacity-60' : ''}`}
      >
        <thead className="bg-zinc-50 text-xs font-medium tracking-wide text-zinc-600 uppercase dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            <th scope="col" className="w-12 px-3 py-2">
              {movable.length > 0 && (
                <SelectBox
                  label="Select all on this page"
                  checked={chosen > 0 && chosen === movable.length}
                  indeterminate={chosen > 0 && chosen < movable.length}
                  onChange={(on) => actions.onSelectAll(movable, on)}
                />
              )}
            </th>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2.5 font-medium">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {!list &&
            [0, 1, 2, 3].map((row) => (
              <tr key={row} data-testid="skeleton-row">
                <td className={cell} colSpan={HEADINGS.length + 2}>
                  <div className={`${bar} w-full`} />
                </td>
              </tr>
            ))}
          {items.map((item) => (
            <Row
              key={item.applicationId}
              item={item}
              selected={selected.has(item.applicationId)}
              actions={actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({ item, selected, actions }: { item: PipelineItem; selected: boolean; actions: ListActions }) {
  const name = item.applicant.name;
  return (
    <tr
      className={selected ? 'bg-brand-50/60 dark:bg-brand-950/30' : 'hover:bg-zinc-50 dark:hover:bg-zinc-900'}
    >
      <td className={cell}>
        {isMovable(item.status) && (
          <SelectBox
            label={`Select ${name}`}
            checked={selected}
            onChange={(on) => actions.onSelect(item, on)}
          />
        )}
      </td>
      <td className={`${cell} max-w-56`}>
        <button
          type="button"
          onClick={() => actions.onOpen(item)}
          className="text-left font-medium text-zinc-900 hover:underline dark:text-zinc-100"
        >
          {name}
        </button>
        {item.applicant.email && (
          <div className="truncate text-xs text-zinc-600 dark:text-zinc-400">{item.applicant.email}</div>
        )}
        {item.applicant.disabled && <DisabledMark />}
      </td>
      <td className={`${cell} max-w-56`}>
        <div>{item.job.title}</div>
        <div className="text-xs text-zinc-600 dark:text-zinc-400">{item.job.company}</div>
      </td>
      <td className={cell}>
        {item.score === null ? (
          <span className="text-zinc-600 dark:text-zinc-400">—</span>
        ) : (
          <MatchBadge score={item.score} />
        )}
      </td>
      <td className={cell}>
        <StatusBadge status={item.status} />
      </td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>
        <time dateTime={item.appliedAt}>{formatDate(item.appliedAt)}</time>
      </td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>
        <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
      </td>
      <td className={`${cell} max-w-48`}>
        {item.nextStep ? (
          <>
            <div>{item.nextStep}</div>
            {item.nextStepDate && (
              <time dateTime={item.nextStepDate} className="text-xs text-zinc-600 dark:text-zinc-400">
                {formatDate(item.nextStepDate)}
              </time>
            )}
          </>
        ) : (
          <span className="text-zinc-500 dark:text-zinc-400">—</span>
        )}
      </td>
      <td className={`${cell} text-right`}>
        <PipelineMoveMenu target={moveTargetOf(item)} onMove={actions.onMove} />
      </td>
    </tr>
  );
}

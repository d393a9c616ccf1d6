import { ArrowRightLeft, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { movesFrom, unmovableReason, type MoveTarget } from '../lib/pipeline-moves';

export const menuItemClass =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm outline-none data-[highlighted]:bg-zinc-100 sm:min-h-9 dark:data-[highlighted]:bg-zinc-800';
export const menuContentClass =
  'z-50 min-w-48 rounded-lg border border-zinc-200 bg-white p-1 text-zinc-900 shadow-lg dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100';

/**
 * "Move Ada Lovelace": a menu of the statuses this application may move to (none for a withdrawn one,
 * then the button says so and is disabled). Choosing one asks for confirmation; nothing moves yet.
 */
export function PipelineMoveMenu({
  target,
  onMove,
  compact = false,
}: {
  target: MoveTarget;
  onMove: (target: MoveTarget, to: string) => void;
  compact?: boolean;
}) {
  const moves = movesFrom(target.status);
  const trigger = `inline-flex min-h-11 items-center justify-center gap-1 rounded-lg border border-zinc-300 bg-white text-sm font-medium text-zinc-800 hover:bg-zinc-50 disabled:cursor-not-allowed disabled:opacity-50 sm:min-h-9 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800 ${
    compact ? 'min-w-11 px-2 sm:min-w-9' : 'px-3'
  }`;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={trigger}
        aria-label={`Move ${target.name}`}
        disabled={moves.length === 0}
        title={moves.length === 0 ? unmovableReason(target.status) : undefined}
      >
        <ArrowRightLeft className="size-4" aria-hidden />
        {!compact && 'Move'}
        <ChevronDown className="size-3.5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-medium text-zinc-600 dark:text-zinc-400">
            Move to
          </DropdownMenu.Label>
          {moves.map((status) => (
            <DropdownMenu.Item key={status} className={menuItemClass} onSelect={() => onMove(target, status)}>
              {status}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

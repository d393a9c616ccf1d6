import { ChevronDown, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Button } from '../../../components/ui/button';
import { DangerButton } from '../../../components/ui/danger-button';
import { commonMoves, type MoveTarget } from '../lib/pipeline-moves';
import { menuContentClass, menuItemClass } from './pipeline-move-menu';

/**
 * "3 selected": moves or rejects every selected application at once. It offers only the statuses
 * all of them may move to, so a mixed selection cannot ask for a move the server would refuse.
 */
export function PipelineBulkBar({
  targets,
  onMove,
  onClear,
}: {
  targets: MoveTarget[];
  onMove: (to: string) => void;
  onClear: () => void;
}) {
  if (targets.length === 0) return null;
  const moves = commonMoves(targets.map((target) => target.status));
  const canReject = moves.includes('Rejected');
  return (
    <div
      role="region"
      aria-label="Selected applications"
      className="sticky bottom-4 z-30 mt-6 flex flex-wrap items-center gap-3 rounded-card border border-zinc-200 bg-white/95 p-3 shadow-lg backdrop-blur dark:border-zinc-700 dark:bg-zinc-900/95"
    >
      <p className="mr-auto text-sm font-medium tabular-nums" aria-live="polite">
        {targets.length} selected
      </p>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild disabled={moves.length === 0}>
          <Button variant="secondary">
            Move to…
            <ChevronDown className="size-4" aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" side="top" sideOffset={6} className={menuContentClass}>
            {moves.map((status) => (
              <DropdownMenu.Item key={status} className={menuItemClass} onSelect={() => onMove(status)}>
                {status}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <DangerButton variant="outline" disabled={!canReject} onClick={() => onMove('Rejected')}>
        Reject
      </DangerButton>
      <Button variant="ghost" onClick={onClear}>
        <X className="size-4" aria-hidden />
        Clear selection
      </Button>
      {moves.length === 0 && (
        <p className="w-full text-sm text-zinc-600 dark:text-zinc-400">
          No status fits every selected application: select fewer.
        </p>
      )}
    </div>
  );
}

import { useState } from 'react';
import type { MoveTarget } from './pipeline-moves';

interface Selectable {
  applicationId: string;
  status: string;
  applicant: { name: string };
}

/**
 * The applications ticked for a bulk move. The selection belongs to one view of the pipeline (`scope`:
 * job, search, board or list page): another view starts with nothing selected, so nothing hidden is moved.
 */
export function usePipelineSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; targets: Map<string, MoveTarget> }>({
    scope,
    targets: new Map(),
  });
  const targets = state.scope === scope ? state.targets : new Map<string, MoveTarget>();

  const change = (items: readonly Selectable[], selected: boolean) => {
    const next = new Map(targets);
    for (const item of items) {
      if (selected)
        next.set(item.applicationId, {
          applicationId: item.applicationId,
          name: item.applicant.name,
          status: item.status,
        });
      else next.delete(item.applicationId);
    }
    setState({ scope, targets: next });
  };

  return {
    ids: new Set(targets.keys()) as ReadonlySet<string>,
    targets: [...targets.values()],
    toggle: (item: Selectable, selected: boolean) => change([item], selected),
    toggleAll: change,
    clear: () => setState({ scope, targets: new Map() }),
  };
}

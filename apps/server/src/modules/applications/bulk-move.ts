import type { BulkMove, BulkMoveResponse } from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';
import { applicationsAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { conflict } from '../../errors';
import type { Actor } from '../admin/activity';
import { pipelineItems } from './pipeline-items';
import { lockForChange, refusedChangeMessage, writeChanges } from './move-applications';

/** How many refusals a bulk move's message names before it says "and N more". */
const NAMED = 3;

/**
 * A recruiter moves several applications to one status, all or none: when any of them is outside the
 * viewer's scope, nothing moves (404); when any is gone or cannot make the move, nothing is written and the
 * answer says which.
 */
export async function bulkMove(
  deps: Pick<UseCaseDeps, 'db' | 'matchIndex' | 'notifications' | 'tasks'>,
  { move, actor, scope }: { move: BulkMove; actor: Actor; scope: BackOfficeScope },
): Promise<BulkMoveResponse> {
  const ids = [...new Set(move.applicationIds)];
  await deps.db.transaction(async (tx) => {
    await applicationsAccess(tx, scope, ids, 'manage');
    const locked = await lockForChange(tx, ids);
    const gone = ids.length - locked.length;
    // Moving an application to where it already is is not a move.
    const stuck = locked.filter(
      ({ current }) => current.status === move.status || refusedChangeMessage(current, move.status) !== null,
    );
    if (gone + stuck.length > 0) {
      const reasons = [
        ...(gone === 0 ? [] : [gone === 1 ? 'one no longer exists' : `${gone} no longer exist`]),
        ...stuck.map(
          ({ current, applicant }) =>
            `${applicant} (${current.jobTitle} at ${current.company}) is ${current.status}`,
        ),
      ];
      const more = reasons.length > NAMED ? `; and ${reasons.length - NAMED} more` : '';
      throw conflict(
        `${gone + stuck.length} of the ${ids.length} selected applications cannot move to ${move.status}: ` +
          `${reasons.slice(0, NAMED).join('; ')}${more}.`,
      );
    }
    const change = {
      status: move.status,
      nextStep: move.nextStep,
      nextStepDate: move.nextStepDate,
      feedback: move.feedback,
    };
    await writeChanges(tx, deps, locked, change, actor);
  });
  return { moved: ids.length, items: await pipelineItems(deps.db, await deps.matchIndex.current(), ids) };
}

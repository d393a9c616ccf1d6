import { APPLICATION_TRANSITIONS } from '@skillmatch/shared/application-pipeline';
import type { ApplicationStatus } from '@skillmatch/shared/constants';

/** One application as a move needs it: which, whose (for the dialog's title) and where it is now. */
export interface MoveTarget {
  applicationId: string;
  name: string;
  status: string;
}

/** A move waiting for the recruiter's confirmation: one application or several, and where to. */
export interface MoveRequest {
  targets: MoveTarget[];
  to: string;
}

/** Where an application in `status` may go (none once withdrawn or closed, or for an unknown status). */
export function movesFrom(status: string): readonly ApplicationStatus[] {
  return APPLICATION_TRANSITIONS[status as ApplicationStatus] ?? [];
}

/** Whether an application in `status` can still be moved (and so selected or dragged). */
export const isMovable = (status: string) => movesFrom(status).length > 0;

/** Why an application in `status` cannot be moved, as the disabled Move button's tooltip says it. */
export function unmovableReason(status: string): string {
  return status === 'Closed by the employer'
    ? 'An application closed with its job cannot be moved'
    : 'A withdrawn application cannot be moved';
}

/** The statuses every one of `statuses` may move to, in pipeline order. */
export function commonMoves(statuses: readonly string[]): ApplicationStatus[] {
  if (statuses.length === 0) return [];
  const [first, ...rest] = statuses;
  return movesFrom(first!).filter((to) => rest.every((status) => movesFrom(status).includes(to)));
}

/** "Ada Lovelace" for one, "3 applications" for several. */
export function targetsLabel(targets: readonly MoveTarget[]): string {
  return targets.length === 1 ? targets[0]!.name : `${targets.length} applications`;
}

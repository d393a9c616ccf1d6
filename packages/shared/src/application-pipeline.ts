import type { ApplicationStatus } from './constants';

/**
 * The recruiting pipeline's moves (docs/product.md, "Applications and the pipeline": Applied → In Progress → Interview → Offer, or Rejected;
 * the applicant may withdraw). Nothing leaves Withdrawn; a rejection is reopened only to In Progress.
 * Kept apart from the zod schemas so that screens offer exactly the moves the server allows without
 * loading zod.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  Applied: ['In Progress', 'Interview', 'Offer', 'Rejected'],
  'In Progress': ['Interview', 'Offer', 'Rejected'],
  Interview: ['In Progress', 'Offer', 'Rejected'],
  Offer: ['Interview', 'Rejected'],
  Rejected: ['In Progress'],
  Withdrawn: [],
  'Closed by the employer': [],
};

/** The board's columns, in pipeline order; the ended ones are shown apart. */
export const PIPELINE_COLUMNS = ['Applied', 'In Progress', 'Interview', 'Offer', 'Rejected'] as const;

/** The statuses nothing moves an application out of: the board shows their columns apart, folded. */
export const ENDED_COLUMNS = ['Withdrawn', 'Closed by the employer'] as const;

export function canMove(from: string, to: string): boolean {
  const allowed = APPLICATION_TRANSITIONS[from as ApplicationStatus] as readonly string[] | undefined;
  return allowed?.includes(to) ?? false;
}

/** The readable refusal the server answers (409) and the screens show. */
export function refusedMoveMessage(from: string, to: string): string {
  if (from === 'Withdrawn') return 'The applicant withdrew this application: it cannot be moved.';
  if (from === 'Closed by the employer')
    return 'This application was closed with its job: it cannot be moved.';
  if (from === 'Rejected')
    return `A rejected application can only be reopened to In Progress, not moved to ${to}.`;
  if (from === to) return `This application is already ${to}.`;
  return `An application cannot move from ${from} to ${to}.`;
}

import type { Recommendation } from '@skillmatch/shared/schemas/matching';

/*
 * Query keys that more than one feature reads or refreshes. Features never import each other, so the
 * keys they share live here; each feature still owns the hook that makes its call.
 */

export const jobQueryKey = (id: string) => ['job', id] as const;

/** The signed-in seeker's scores for a page of jobs (badges on the job list and detail). */
export const matchesQueryKey = (jobIds: readonly string[]) => ['matches', ...jobIds] as const;

/** A seeker's recommendations: `view` names the screen's slice ("list", "top"). */
export const recommendationsQueryKey = (email: string, view: string, pageSize: number) =>
  ['recommendations', email, view, pageSize] as const;

/** GET /api/user/:email: the user record with the profile and its completion. */
export const userQueryKey = (email: string) => ['user', email] as const;

/** Everything a change of the seeker's skills makes stale (the job list's best-match order too). */
export const SKILL_DEPENDENT_QUERY_KEYS = [['recommendations'], ['matches'], ['user'], ['jobs']] as const;

/** One page of GET /api/recommendations, with the total from its `X-Total-Count` header. */
export interface RecommendationsPage {
  items: Recommendation[];
  total: number;
}

import * as api from '@skillmatch/shared/api/api-map';
import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import { apiCallWithHeaders } from './api-client';

/**
 * One page of GET /api/recommendations, with how many jobs use the seeker's skills (`X-Total-Count`) and
 * how many of those are matches, a score of 60 or more (`X-Matching-Count`).
 */
export interface RecommendationsPage {
  items: Recommendation[];
  total: number;
  matching: number;
}

/**
 * One page of the signed-in seeker's recommendations, ranked by match score over every active job. The
 * session says whose: no address in the URL.
 */
export async function readRecommendationsPage(
  query: { page: number; pageSize: number },
  signal: AbortSignal,
): Promise<RecommendationsPage> {
  const { data, headers } = await apiCallWithHeaders(api.listRecommendations, { query, signal });
  const total = Number(headers.get('x-total-count'));
  const matching = Number(headers.get('x-matching-count'));
  return {
    items: data,
    total: Number.isFinite(total) && total > 0 ? total : data.length,
    matching: Number.isFinite(matching) && matching >= 0 ? matching : 0,
  };
}

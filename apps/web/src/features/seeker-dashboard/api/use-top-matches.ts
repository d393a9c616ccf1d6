import { useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { recommendationsQueryKey, type RecommendationsPage } from '../../../lib/query-keys';

export const TOP_MATCHES = 3;

/** How far down the ranking the home looks for 3 jobs the seeker has not applied to. */
const NOT_APPLIED_WINDOW = 12;

/**
 * GET /api/recommendations?pageSize=3: the engine's top 3 for the dashboard (DECISIONS.md). With
 * `notApplied` (the seeker's home), the best 3 of the first 12 that the seeker has not applied to.
 */
export function useTopMatches(email: string, { notApplied = false } = {}) {
  const pageSize = notApplied ? NOT_APPLIED_WINDOW : TOP_MATCHES;
  return useQuery({
    queryKey: recommendationsQueryKey(email, 'top', pageSize),
    select: notApplied
      ? (page: RecommendationsPage) => ({
          ...page,
          items: page.items.filter((item) => !item.jobDetails.isApplied).slice(0, TOP_MATCHES),
        })
      : undefined,
    queryFn: async ({ signal }): Promise<RecommendationsPage> => {
      const query = new URLSearchParams({ email, page: '1', pageSize: String(pageSize) });
      const { data, headers } = await apiRequestWithHeaders<Recommendation[]>(
        `/api/recommendations?${query}`,
        { signal },
      );
      const total = Number(headers.get('x-total-count'));
      return { items: data, total: Number.isFinite(total) && total > 0 ? total : data.length };
    },
    enabled: email !== '',
  });
}

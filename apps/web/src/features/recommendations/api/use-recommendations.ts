import { useInfiniteQuery } from '@tanstack/react-query';
import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { recommendationsQueryKey, type RecommendationsPage } from '../../../lib/query-keys';

export const RECOMMENDATIONS_PAGE_SIZE = 20;

/**
 * GET /api/recommendations, a page at a time ("Load more"): the seeker's jobs ranked by match score
 * over every active job, with reasons. The total comes in the `X-Total-Count` header.
 */
export function useRecommendations(email: string) {
  return useInfiniteQuery({
    queryKey: recommendationsQueryKey(email, 'list', RECOMMENDATIONS_PAGE_SIZE),
    queryFn: async ({ pageParam, signal }): Promise<RecommendationsPage> => {
      const query = new URLSearchParams({
        email,
        page: String(pageParam),
        pageSize: String(RECOMMENDATIONS_PAGE_SIZE),
      });
      const { data, headers } = await apiRequestWithHeaders<Recommendation[]>(
        `/api/recommendations?${query}`,
        { signal },
      );
      const total = Number(headers.get('x-total-count'));
      return { items: data, total: Number.isFinite(total) && total > 0 ? total : data.length };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled: email !== '',
  });
}

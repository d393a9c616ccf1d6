import { useInfiniteQuery } from '@tanstack/react-query';
import { recommendationsPageQueryKey } from '../../../lib/query-keys';
import { readRecommendationsPage } from '../../../lib/recommendations-page';

export const RECOMMENDATIONS_PAGE_SIZE = 20;

/**
 * GET /api/recommendations, a page at a time ("Load more"): the seeker's jobs ranked by match score
 * over every active job, with reasons. The total comes in the `X-Total-Count` header.
 */
export function useRecommendations(email: string) {
  return useInfiniteQuery({
    queryKey: recommendationsPageQueryKey(email, 'list', RECOMMENDATIONS_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) =>
      readRecommendationsPage({ page: pageParam, pageSize: RECOMMENDATIONS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled: email !== '',
  });
}

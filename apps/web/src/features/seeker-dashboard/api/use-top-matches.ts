import { useQuery } from '@tanstack/react-query';
import { recommendationsPageQueryKey } from '../../../lib/query-keys';
import { readRecommendationsPage, type RecommendationsPage } from '../../../lib/recommendations-page';

export const TOP_MATCHES = 3;

/** How far down the ranking the home looks for 3 jobs the seeker has not applied to. */
const NOT_APPLIED_WINDOW = 12;

/**
 * GET /api/recommendations?pageSize=3: the engine's top 3 for the dashboard (docs/product.md, "Pages and layout"). With
 * `notApplied` (the seeker's home), the best 3 of the first 12 that the seeker has not applied to.
 */
export function useTopMatches(email: string, { notApplied = false } = {}) {
  const pageSize = notApplied ? NOT_APPLIED_WINDOW : TOP_MATCHES;
  return useQuery({
    queryKey: recommendationsPageQueryKey(email, 'top', pageSize),
    select: notApplied
      ? (page: RecommendationsPage) => ({
          ...page,
          items: page.items.filter((item) => !item.jobDetails.isApplied).slice(0, TOP_MATCHES),
        })
      : undefined,
    queryFn: ({ signal }) => readRecommendationsPage({ page: 1, pageSize }, signal),
    enabled: email !== '',
  });
}

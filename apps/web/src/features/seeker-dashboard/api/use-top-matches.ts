import { useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { recommendationsQueryKey, type RecommendationsPage } from '../../../lib/query-keys';

export const TOP_MATCHES = 3;

/** GET /api/recommendations?pageSize=3: the engine's top 3 for the dashboard (DECISIONS.md). */
export function useTopMatches(email: string) {
  return useQuery({
    queryKey: recommendationsQueryKey(email, 'top', TOP_MATCHES),
    queryFn: async ({ signal }): Promise<RecommendationsPage> => {
      const query = new URLSearchParams({ email, page: '1', pageSize: String(TOP_MATCHES) });
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

import { useQuery } from '@tanstack/react-query';
import type { SiteStats } from '@skillmatch/shared/schemas/site';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/site/stats: open jobs, companies hiring, offers made and open jobs per category. */
export function useSiteStats() {
  return useQuery({
    queryKey: ['site-stats'],
    queryFn: ({ signal }) => apiRequest<SiteStats>('/api/site/stats', { signal }),
    staleTime: 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiQuery } from '../../../lib/api-query';
import { adminActivityQueryKey, adminStatsQueryKey } from '../../../lib/query-keys';

/** The dashboard's cards, quick stats and charts, counted on the server. */
export function useAdminStats() {
  return useQuery(apiQuery(adminStatsQueryKey, api.getAdminStats));
}

export const ACTIVITY_LIMIT = 20;

/** The latest things that happened on the platform, newest first. */
export function useAdminActivity() {
  return useQuery({
    ...apiQuery(adminActivityQueryKey, api.listActivity, { query: { limit: ACTIVITY_LIMIT } }),
    select: (data) => data.items,
  });
}

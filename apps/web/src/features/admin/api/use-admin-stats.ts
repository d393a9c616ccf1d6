import { useQuery } from '@tanstack/react-query';
import type { ActivityEntry, AdminStats } from '@skillmatch/shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

/** The dashboard's cards, quick stats and charts, counted on the server. */
export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => apiRequest<AdminStats>('/api/admin/stats', { signal }),
  });
}

export const ACTIVITY_LIMIT = 20;

/** The latest things that happened on the platform, newest first. */
export function useAdminActivity() {
  return useQuery({
    queryKey: adminKeys.activity,
    queryFn: ({ signal }) =>
      apiRequest<{ items: ActivityEntry[] }>(`/api/admin/activity?limit=${ACTIVITY_LIMIT}`, { signal }),
    select: (data) => data.items,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '@skillmatch/shared/schemas/settings';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { adminKeys } from './admin-query-keys';

export function useSiteSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => apiRequest<SiteSettings>('/api/admin/settings', { signal }),
  });
}

/** PUT the whole settings; the session carries the public part, so it refreshes for the header and titles. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      apiRequest<SiteSettings>('/api/admin/settings', { method: 'PUT', body: settings }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity }),
      ]);
    },
  });
}

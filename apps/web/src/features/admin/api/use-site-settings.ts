import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { SiteSettings } from '@skillmatch/shared/schemas/settings';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { adminActivityQueryKey, adminSettingsQueryKey, sessionQueryKey } from '../../../lib/query-keys';

export function useSiteSettings() {
  return useQuery(apiQuery(adminSettingsQueryKey, api.getSiteSettings));
}

/** PUT the whole settings; the session carries the public part, so it refreshes for the header and titles. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) => apiCall(api.saveSiteSettings, { body: settings }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminSettingsQueryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminActivityQueryKey }),
      ]);
    },
  });
}

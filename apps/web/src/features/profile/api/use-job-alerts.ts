import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { UpdateSavedSearch } from '@skillmatch/shared/schemas/saved-searches';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { savedSearchesQueryKey } from '../../../lib/query-keys';

export const jobAlertsQuery = apiQuery(savedSearchesQueryKey, api.listSavedSearches);

/** The signed-in person's job alerts, each with its last sending and the jobs it sent. */
export function useJobAlerts() {
  return useQuery(jobAlertsQuery);
}

/** Pause, resume or change an alert; then the list reads again. */
export function useUpdateJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSavedSearch }) =>
      apiCall(api.updateSavedSearch, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(api.deleteSavedSearch, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}

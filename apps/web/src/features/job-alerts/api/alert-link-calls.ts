import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { AlertLinkUpdate, AlertLinkView } from '@skillmatch/shared/schemas/saved-searches';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { alertLinkQueryKey } from '../../../lib/query-keys';

/** GET /api/saved-searches/:id/link: the alert an email's signed link manages (no sign-in). */
export const alertLinkQuery = (id: string, token: string) =>
  apiQuery(alertLinkQueryKey(id), api.getAlertByLink, { params: { id }, query: { token } });

export function useAlertLink(id: string, token: string) {
  return useQuery({ ...alertLinkQuery(id, token), retry: false });
}

export function useUpdateAlertLink(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertLinkUpdate) =>
      apiCall(api.updateAlertByLink, { params: { id }, query: { token }, body }),
    onSuccess: (view: AlertLinkView) => queryClient.setQueryData(alertLinkQueryKey(id), view),
  });
}

export function useDeleteAlertLink(id: string, token: string) {
  return useMutation({
    mutationFn: () => apiCall(api.deleteAlertByLink, { params: { id }, query: { token } }),
  });
}

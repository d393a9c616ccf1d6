import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { EmailChoices } from '@skillmatch/shared/schemas/settings';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { adminEmailChoicesQueryKey } from '../../../lib/query-keys';

/** GET /api/admin/email-choices: the signed-in administrator's own. */
export function useEmailChoices() {
  return useQuery(apiQuery(adminEmailChoicesQueryKey, api.getEmailChoices));
}

/** PUT /api/admin/email-choices. */
export function useSaveEmailChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: EmailChoices) => apiCall(api.saveEmailChoices, { body: choices }),
    onSuccess: (saved) => queryClient.setQueryData(adminEmailChoicesQueryKey, saved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { BodyOf } from '@skillmatch/shared/api/api-route';
import { apiCall } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/query-keys';

/** Changes the password; the server ends every other session and gives this browser a new one. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.changePassword>) => apiCall(api.changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

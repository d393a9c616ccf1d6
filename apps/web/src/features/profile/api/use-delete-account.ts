import { useMutation } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';

/** DELETE /api/me: the account and its personal data; the caller then reloads the home page. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiCall(api.deleteMyAccount, {}),
  });
}

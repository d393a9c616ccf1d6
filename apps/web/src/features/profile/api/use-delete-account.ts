import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/user/:email: the account and its personal data; the caller then reloads the home page. */
export function useDeleteAccount(email: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ success: true }>(`/api/user/${encodeURIComponent(email)}`, { method: 'DELETE' }),
  });
}

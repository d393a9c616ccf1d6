import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /api/user/:email: the account and its personal data. The caller leaves the page, then forgets
 * the session (`forgetSignedInPerson`), so that the sign-in guard does not send it to the login page.
 */
export function useDeleteAccount(email: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ success: true }>(`/api/user/${encodeURIComponent(email)}`, { method: 'DELETE' }),
  });
}

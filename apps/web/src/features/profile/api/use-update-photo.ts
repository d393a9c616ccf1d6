import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DbUser } from '@skillmatch/shared/schemas/user';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { userQueryKey } from '../../../lib/query-keys';

/** POST /api/user: the spec's upsert, here for the profile photo (a web address; blank removes it). */
export function useUpdatePhoto(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dbPhoto: string) =>
      apiRequest<DbUser>('/api/user', { method: 'POST', body: { email, dbPhoto: dbPhoto.trim() } }),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey(email), user);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

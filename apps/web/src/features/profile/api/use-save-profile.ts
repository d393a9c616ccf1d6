import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@skillmatch/shared/schemas/profile';
import type { DbUser } from '@skillmatch/shared/schemas/user';
import { apiRequest } from '../../../lib/api-client';
import { SKILL_DEPENDENT_QUERY_KEYS, userQueryKey } from '../../../lib/query-keys';

/** PATCH /api/user/:email with the whole profile; the answer's user replaces the cached one. */
export function useSaveProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) =>
      apiRequest<{ success: true; user: DbUser }>(`/api/user/${encodeURIComponent(email)}`, {
        method: 'PATCH',
        body: { profile },
      }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(userQueryKey(email), user);
      await Promise.all(
        SKILL_DEPENDENT_QUERY_KEYS.filter(([key]) => key !== 'user').map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

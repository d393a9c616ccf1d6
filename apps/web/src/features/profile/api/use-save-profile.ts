import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@skillmatch/shared/schemas/profile';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { SKILL_DEPENDENT_QUERY_KEYS, userQueryKey, usersQueryKey } from '../../../lib/query-keys';

/** PATCH /api/me with the whole profile; the answer's user replaces the cached one. */
export function useSaveProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) => apiCall(api.saveMyProfile, { body: { profile } }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(userQueryKey(email), user);
      await Promise.all(
        SKILL_DEPENDENT_QUERY_KEYS.filter((queryKey) => queryKey !== usersQueryKey).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

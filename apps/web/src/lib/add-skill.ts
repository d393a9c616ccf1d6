import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from './api-client';
import { SKILL_DEPENDENT_QUERY_KEYS, userQueryKey } from './query-keys';

/**
 * POST /api/me/skills: one missing skill added to the profile. The profile is updated from
 * the answer; recommendations, match badges and user records are fetched again, and the call counts
 * as pending until they are, so the card shows the new score when the button comes back.
 */
export function useAddSkill(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skill: string) => apiCall(api.addMySkill, { body: { skill } }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(userQueryKey(email), user);
      await Promise.all(
        SKILL_DEPENDENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { sessionQueryKey, userQueryKey } from '../../../lib/query-keys';

/** POST /api/user (docs/product.md, "Calls kept for other clients"), here for the profile photo (a web address; blank removes it). */
export function useUpdatePhoto(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dbPhoto: string) => apiCall(api.upsertUser, { body: { email, dbPhoto: dbPhoto.trim() } }),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey(email), user);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

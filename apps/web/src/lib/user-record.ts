import { useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from './api-client';
import { userQueryKey } from './query-keys';

/** GET /api/me: the signed-in person's record: profile, its completion, resume. */
export function useUserRecord(email: string) {
  return useQuery({
    queryKey: userQueryKey(email),
    queryFn: ({ signal }) => apiCall(api.getMe, { signal }),
    enabled: email !== '',
  });
}

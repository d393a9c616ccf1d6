import { useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from './api-client';
import { userQueryKey } from './query-keys';

/** GET /api/user/:email: the signed-in person's record: profile, its completion, resume. */
export function useUserRecord(email: string) {
  return useQuery({
    queryKey: userQueryKey(email),
    queryFn: ({ signal }) => apiCall(api.getUser, { params: { email }, signal }),
    enabled: email !== '',
  });
}

import { useQuery } from '@tanstack/react-query';
import type { DbUser } from '@skillmatch/shared/schemas/user';
import { apiRequest } from './api-client';
import { userQueryKey } from './query-keys';

/** GET /api/user/:email: the signed-in person's record: profile, its completion, resume. */
export function useUserRecord(email: string) {
  return useQuery({
    queryKey: userQueryKey(email),
    queryFn: ({ signal }) => apiRequest<DbUser>(`/api/user/${encodeURIComponent(email)}`, { signal }),
    enabled: email !== '',
  });
}

import { useQuery } from '@tanstack/react-query';
import type { DbUser } from '@skillmatch/shared/schemas/user';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/query-keys';

/** GET /api/user/:email: the seeker's record, for the skills the recommendations are built on. */
export function useUserRecord(email: string) {
  return useQuery({
    queryKey: userQueryKey(email),
    queryFn: ({ signal }) => apiRequest<DbUser>(`/api/user/${encodeURIComponent(email)}`, { signal }),
    enabled: email !== '',
  });
}

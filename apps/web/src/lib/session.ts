import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from './api-client';
import { apiQuery } from './api-query';
import { sessionQueryKey } from './query-keys';

/** Who is signed in. `data.user` is null for visitors; the server never answers 401 here. */
export const sessionQuery = apiQuery(sessionQueryKey, api.getSession);

export function useSession() {
  return useQuery({ ...sessionQuery, staleTime: 60_000 });
}

/** Ends the session on the server, then forgets everything cached for the signed-in person. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(api.logout),
    onSuccess: () => forgetSignedInPerson(queryClient),
  });
}

/** After the session ends (sign-out, a deleted account): nothing cached about the person is kept. */
async function forgetSignedInPerson(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** The place to return to after signing in: only a path on this site, never another origin. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(location.pathname + location.search)}`;
}

import { skipToken, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import * as api from '@skillmatch/shared/api/api-map';
import type { SessionState, SessionUser } from '@skillmatch/shared/schemas/session';
import { ApiRequestError, apiCall } from './api-client';
import { apiQuery } from './api-query';
import { discardDraftsNotOf } from './drafts';
import { sessionEndedQueryKey, sessionQueryKey } from './query-keys';

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
  discardDraftsNotOf(null);
  // Set here first, so that the session watcher takes the answer below for a sign-out, not an ending.
  queryClient.setQueryData<SessionState>(sessionQueryKey, (state) => state && { ...state, user: null });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** A session that ended under the person (signed out elsewhere, expired): who they were, and where. */
export interface EndedSession {
  user: SessionUser;
  path: string;
}

/** The session that ended while this page was open, if any (until someone signs in or out). */
export function useEndedSession(): EndedSession | undefined {
  return useQuery<EndedSession>({ queryKey: sessionEndedQueryKey, queryFn: skipToken, staleTime: Infinity })
    .data;
}

const isUnauthorised = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * Notices when the signed-in person's session has ended without them signing out: an API call answers
 * 401, or the session answer comes back with nobody. The session then shows nobody signed in (the header
 * says so on every page) and the ended session is noted, so that the page they are on can keep their
 * work and offer to sign in again instead of sending them away at once.
 */
export function watchSessionEnd(queryClient: QueryClient, currentPath: () => string): () => void {
  let signedIn = queryClient.getQueryData<SessionState>(sessionQueryKey)?.user ?? null;
  const ended = () => {
    const user = signedIn;
    if (!user) return;
    signedIn = null;
    queryClient.setQueryData<EndedSession>(sessionEndedQueryKey, { user, path: currentPath() });
    queryClient.setQueryData<SessionState>(sessionQueryKey, (state) => state && { ...state, user: null });
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action, query } = event;
    if (query.queryKey[0] === sessionQueryKey[0] && action.type === 'success') {
      const user = (query.state.data as SessionState | undefined)?.user ?? null;
      if (!user && !action.manual) ended();
      signedIn = user;
      if (user) {
        discardDraftsNotOf(user.id);
        queryClient.removeQueries({ queryKey: sessionEndedQueryKey });
      }
    } else if (action.type === 'error' && isUnauthorised(action.error)) ended();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isUnauthorised(event.action.error))
      ended();
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

/** Runs the session watcher for the app's life (in the root layout, under the router). */
export function useSessionEndWatch(): void {
  const queryClient = useQueryClient();
  const location = useLocation();
  const path = useRef(location.pathname);
  useEffect(() => {
    path.current = location.pathname;
  }, [location.pathname]);
  useEffect(() => watchSessionEnd(queryClient, () => path.current), [queryClient]);
}

/** The place to return to after signing in: only a path on this site, never another origin. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(location.pathname + location.search)}`;
}

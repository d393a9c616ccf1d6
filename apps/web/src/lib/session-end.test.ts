import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionState } from '@skillmatch/shared/schemas/session';
import { json, stubFetch } from '../test/harness';
import { SEEKER } from '../test/render';
import { ApiRequestError } from './api-client';
import { keepDraft, keptDraft } from './drafts';
import { sessionEndedQueryKey, sessionQueryKey } from './query-keys';
import { useSignOut, watchSessionEnd, type EndedSession } from './session';

const state = (user: SessionState['user']): SessionState => ({
  user,
  expiresAt: null,
  googleSignIn: false,
  site: { name: 'SkillMatch', signUpOpen: true, jobsPageSize: 20 },
});

/** A query client with the session answered, watched as the app does, on the page `/profile`. */
function watched(user: SessionState['user']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, state(user));
  const stop = watchSessionEnd(queryClient, () => '/profile');
  const signedInUser = () => queryClient.getQueryData<SessionState>(sessionQueryKey)?.user;
  const ended = () => queryClient.getQueryData<EndedSession>(sessionEndedQueryKey);
  const failWith = (status: number) =>
    queryClient
      .fetchQuery({
        queryKey: ['user', 'x'],
        queryFn: () => Promise.reject(new ApiRequestError(status, undefined)),
      })
      .catch(() => undefined);
  return { queryClient, stop, signedInUser, ended, failWith };
}

// The cache tells its listeners (the watcher) at once, not after the current task: each check below
// reads what the watcher did, with nothing to wait for.
beforeAll(() => notifyManager.setScheduler((callback) => callback()));
afterAll(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));
afterEach(() => sessionStorage.clear());

describe('the session watcher', () => {
  it('signs the person out in the app when a call answers 401, noting who and where', async () => {
    const app = watched(SEEKER);
    await app.failWith(401);
    expect(app.signedInUser()).toBeNull();
    expect(app.ended()).toEqual({ user: SEEKER, path: '/profile' });
    app.stop();
  });

  it('leaves the session alone for other refusals, and for a visitor', async () => {
    const person = watched(SEEKER);
    await person.failWith(403);
    expect(person.signedInUser()).toEqual(SEEKER);
    person.stop();

    const visitor = watched(null);
    await visitor.failWith(401);
    expect(visitor.ended()).toBeUndefined();
    visitor.stop();
  });

  it('notes an ended session when the session answer comes back with nobody', async () => {
    const app = watched(SEEKER);
    await app.queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: () => state(null) });
    expect(app.ended()?.user).toEqual(SEEKER);
    app.stop();
  });

  it('forgets the ended session, and drafts of any other account, when someone signs in', async () => {
    keepDraft('profile', SEEKER.id, { headline: 'kept' });
    const app = watched(SEEKER);
    await app.failWith(401);
    const other = { ...SEEKER, id: 'user-2' };
    await app.queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: () => state(other) });
    expect(app.ended()).toBeUndefined();
    expect(keptDraft('profile', SEEKER.id)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    app.stop();
  });

  it('takes signing out for signing out: nothing noted as ended, every kept draft dropped', async () => {
    keepDraft('profile', SEEKER.id, { headline: 'kept' });
    stubFetch(async ({ url }) => (url === '/api/session' ? json(state(null)) : json({ success: true })));
    const app = watched(SEEKER);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: app.queryClient }, children);
    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(app.signedInUser()).toBeNull();
    expect(app.ended()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    app.stop();
  });
});

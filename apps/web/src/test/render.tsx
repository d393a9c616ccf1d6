import { createMemoryRouter } from 'react-router';
import type { SessionState, SessionUser } from '@skillmatch/shared/schemas/session';
import { routes } from '../app/router';
import { json, renderRouter, stubFetch, type ApiCall, type ApiHandler } from './harness';

export const SEEKER: SessionUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  displayName: 'Ada Lovelace',
  image: null,
  role: 'user',
};

export const ADMIN_USER: SessionUser = { ...SEEKER, id: 'admin-1', email: 'boss@example.com', role: 'admin' };

export { answer, json, type ApiCall, type ApiHandler } from './harness';

/** The session's back office: as told, else the operator's for an administrator, else none. */
function backOfficeOf(
  user: SessionUser | null,
  told: SessionState['backOffice'],
): Pick<SessionState, 'backOffice'> {
  if (told) return { backOffice: told };
  return user?.role === 'admin' ? { backOffice: { role: 'operator', company: null, companies: 0 } } : {};
}

/**
 * Renders the real route table at a path, as the browser would, with the server's session answer
 * standing in for the network (the API itself is tested against a real database elsewhere). `api`
 * answers other calls; every call is recorded in `calls`.
 */
export function renderRoute(
  path: string,
  {
    user = null,
    api,
    site = { name: 'SkillMatch', signUpOpen: true, jobsPageSize: 20 },
    backOffice,
  }: {
    user?: SessionUser | null;
    api?: ApiHandler;
    site?: SessionState['site'];
    /** Whom the person works for; the operator's back office for an administrator unless told. */
    backOffice?: SessionState['backOffice'];
  } = {},
) {
  const session: SessionState = {
    user,
    expiresAt: user ? new Date(Date.now() + 86_400_000).toISOString() : null,
    googleSignIn: false,
    site,
    ...backOfficeOf(user, backOffice),
  };
  const calls: ApiCall[] = [];
  const fetchStub = stubFetch(async (call) => {
    if (call.url === '/api/session') return json(session);
    calls.push(call);
    const answer = await api?.(call);
    return answer ?? json({ statusCode: 404, code: 'NOT_FOUND', message: `No stub for ${call.url}` }, 404);
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, fetchStub, calls, ...renderRouter(router) };
}

/**
 * Renders a route for a person whose session the server can end (signed out in another tab): after
 * `endSession` the session answers nobody and every other call 401, until someone signs in through the
 * login form (as `nextSignInAs`, the same person unless told).
 */
export function renderRouteWithEndingSession(path: string, user: SessionUser, api: ApiHandler) {
  let signedIn: SessionUser | null = user;
  let signInAs = user;
  const session = (): SessionState => ({
    user: signedIn,
    expiresAt: signedIn ? new Date(Date.now() + 86_400_000).toISOString() : null,
    googleSignIn: false,
    site: { name: 'SkillMatch', signUpOpen: true, jobsPageSize: 20 },
    ...backOfficeOf(signedIn, undefined),
  });
  const calls: ApiCall[] = [];
  stubFetch(async (call) => {
    if (call.url === '/api/session') return json(session());
    if (call.url === '/api/auth/sign-in/email' && call.method === 'POST') {
      signedIn = signInAs;
      return json({ token: 'a new session' });
    }
    if (!signedIn) return json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Please sign in.' }, 401);
    calls.push(call);
    const answer = await api(call);
    return answer ?? json({ statusCode: 404, code: 'NOT_FOUND', message: `No stub for ${call.url}` }, 404);
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    calls,
    ...renderRouter(router),
    signedInAs: () => signedIn,
    endSession: () => (signedIn = null),
    nextSignInAs: (next: SessionUser) => (signInAs = next),
  };
}

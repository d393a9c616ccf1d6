import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { SessionState, SessionUser } from '@skillmatch/shared/schemas/session';
import { routes } from '../app/router';
import { ToastProvider } from '../components/ui/toast';

export const SEEKER: SessionUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  displayName: 'Ada Lovelace',
  image: null,
  role: 'user',
};

export const ADMIN_USER: SessionUser = { ...SEEKER, id: 'admin-1', email: 'boss@example.com', role: 'admin' };

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers one API call in a test, or returns undefined to leave it unanswered (a 404). */
export type ApiHandler = (call: ApiCall) => Response | undefined | Promise<Response | undefined>;

/**
 * Renders the real route table at a path, as the browser would, with the server's session answer
 * standing in for the network (the API itself is tested against a real database elsewhere). `api`
 * answers other calls; every call is recorded in `calls`.
 */
export function renderRoute(
  path: string,
  { user = null, api }: { user?: SessionUser | null; api?: ApiHandler } = {},
) {
  const session: SessionState = {
    user,
    expiresAt: user ? new Date(Date.now() + 86_400_000).toISOString() : null,
    googleSignIn: false,
    site: { name: 'SkillMatch', signUpOpen: true, jobsPageSize: 20 },
  };
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/session') return json(session);
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = await api?.(call);
    return answer ?? json({ statusCode: 404, code: 'NOT_FOUND', message: `No stub for ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetchStub);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { router, fetchStub, calls, queryClient, ...view };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ApiRoute, ResponseOf } from '@skillmatch/shared/api/api-route';
import { ToastProvider } from '../components/ui/toast';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A stub's 2xx answer to one call of the API map: the body must be what the map says that call answers. */
export const answer = <Route extends ApiRoute>(
  _route: Route,
  body: ResponseOf<Route>,
  headers: Record<string, string> = {},
) => json(body, 200, headers);

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers one API call in a test, or returns undefined to leave it unanswered (a 404). */
export type ApiHandler = (call: ApiCall) => Response | undefined | Promise<Response | undefined>;

/** Stands in for the network: each request reaches `answer` as an ApiCall. */
export function stubFetch(answer: (call: ApiCall) => Promise<Response>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer({
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** Renders a router inside the app's providers; queries do not retry, so a failure shows at once. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

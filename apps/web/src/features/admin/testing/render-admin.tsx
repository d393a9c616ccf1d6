import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { AddJobPage } from '../routes/add-job-page';
import { AdminDashboardPage } from '../routes/admin-dashboard-page';
import { EditJobPage } from '../routes/edit-job-page';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export type Handler = (call: Call) => Response | undefined | Promise<Response | undefined>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, message: string, fields?: Record<string, string>) =>
  json({ statusCode: status, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION', message, fields }, status);

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * The admin pages in a memory router (the same paths as the app's), with `handler` answering the API.
 * Unanswered calls get a 404 so that a missing stub shows up as a failing assertion, not a hang.
 */
export function renderAdmin(path: string, handler: Handler = () => undefined) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return (await handler(call)) ?? apiError(404, `No stub for ${call.method} ${call.url}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <AdminDashboardPage /> },
      { path: '/admin/jobs', element: <AddJobPage /> },
      { path: '/admin/jobs/:id/edit', element: <EditJobPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, calls, fetchStub, queryClient };
}

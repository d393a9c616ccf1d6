import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { PageData } from './app/page-data';
import { seedQueries } from './app/page-data';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';

/** GET an API path as the visitor (their cookie), in the server's process; undefined unless 200. */
export type ReadApi = (path: string) => Promise<unknown>;

/**
 * The API path behind each query a page may start with. A query not listed here is drawn as loading,
 * as the app draws it before its answer.
 */
function apiPathOf(key: readonly unknown[]): string | undefined {
  const [family, detail] = key;
  if (family === 'session') return '/api/session';
  if (family === 'site-stats') return '/api/site/stats';
  if (family === 'success-stories') return '/api/site/stories';
  if (family === 'job' && typeof detail === 'string') return `/api/jobs/${encodeURIComponent(detail)}`;
  if (family === 'jobs' && typeof detail === 'string' && detail !== 'saved') return `/api/jobs?${detail}`;
  return undefined;
}

function draw(
  router: ReturnType<typeof createStaticRouter>,
  context: Parameters<typeof StaticRouterProvider>[0]['context'],
  pageData: PageData,
): { html: string; asked: (readonly unknown[])[] } {
  const queryClient = createQueryClient();
  seedQueries(queryClient, pageData);
  const page: ReactNode = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
  const html = renderToString(page);
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending')
    .map((query) => query.queryKey);
  return { html, asked };
}

/**
 * Draws a public page on the server: once to learn which answers it starts with, then, with those
 * answers read from the API, again. The app's first render in the browser, given the same answers,
 * draws the same page. Undefined when the path is not a page the router draws (a redirect).
 */
export async function renderPage(
  url: string,
  readApi: ReadApi,
): Promise<{ html: string; pageData: PageData } | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const pageData: PageData = [];
  // Two rounds: the job page asks for its job first; what it asks once drawn (matches) stays loading.
  for (let round = 0; round < 2; round++) {
    const { html, asked } = draw(router, context, pageData);
    const wanted = asked.flatMap((key) => {
      const path = apiPathOf(key);
      return path ? [{ key, path }] : [];
    });
    if (wanted.length === 0) return { html, pageData };
    const answers = await Promise.all(
      wanted.map(async ({ key, path }) => ({ key, data: await readApi(path) })),
    );
    const fresh = answers.filter((answer) => answer.data !== undefined);
    if (fresh.length === 0) return { html, pageData };
    pageData.push(...fresh);
  }
  return { html: draw(router, context, pageData).html, pageData };
}

/** Whether the app has a page at this path: any route but the catch-all that draws "Page not found". */
export function isAppPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

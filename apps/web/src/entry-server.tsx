import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { PageData, PageHandle } from './app/page-data';
import { seedQueries } from './app/page-data';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import type { ApiQuery } from './lib/api-query';

/** GET an API path as the visitor (their cookie), in the server's process; undefined unless 200. */
export type ReadApi = (path: string) => Promise<unknown>;

/** The API answers the matched routes name for this URL (`pageQueries`), each once. */
function pageQueriesOf(context: StaticHandlerContext, url: URL): ApiQuery[] {
  const queries = context.matches.flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle?.queries?.({ params: match.params, url }) ?? [];
  });
  return [...new Map(queries.map((query) => [query.path, query])).values()];
}

/**
 * The routes matched on the server, made once: making them flattens and ranks every route, the same work
 * for every request.
 */
let staticHandler: ReturnType<typeof createStaticHandler> | undefined;

/**
 * Renders a public page on the server: reads the API answers its routes name, as the visitor, then renders
 * the page once with them. The app's first render in the browser, given the same answers, renders the same
 * page. Undefined when the path is not a page the router renders (a redirect).
 */
export async function renderPage(
  url: string,
  readApi: ReadApi,
): Promise<{ html: string; pageData: PageData } | undefined> {
  const handler = (staticHandler ??= createStaticHandler(routes));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const answers = await Promise.all(
    pageQueriesOf(context, new URL(url)).map(async (query) => ({
      key: query.queryKey,
      data: await readApi(query.path),
    })),
  );
  const pageData: PageData = answers.filter((answer) => answer.data !== undefined);
  const queryClient = createQueryClient();
  seedQueries(queryClient, pageData);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return { html, pageData };
}

/** Whether the app has a page at this path: any route but the catch-all that renders "Page not found". */
export function isAppPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

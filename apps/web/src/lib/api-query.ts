import { queryOptions } from '@tanstack/react-query';
import {
  apiUrl,
  type ApiRoute,
  type InputArgs,
  type ResponseOf,
  type UrlInput,
} from '@skillmatch/shared/api/api-route';
import { apiRequest } from './api-client';

/**
 * A GET of the API map as query options, with the URL it reads: the key (from `query-keys.ts`), the
 * map's entry and its params or query. Hooks use the options; pages name theirs (`pageQueries` in
 * `app/page-data.ts`) so that the server reads the same answers before it renders the page, once.
 */
export function apiQuery<Route extends ApiRoute>(
  queryKey: readonly unknown[],
  route: Route,
  ...[input]: InputArgs<UrlInput<Route>>
) {
  const path = apiUrl(route, input);
  return {
    ...queryOptions({ queryKey, queryFn: ({ signal }) => apiRequest<ResponseOf<Route>>(path, { signal }) }),
    path,
  };
}

export type ApiQuery = Pick<ReturnType<typeof apiQuery>, 'queryKey' | 'path'>;

/**
 * The API answers a page starts with, from its URL: a page module exports them as `pageQueries`, and
 * the server reads them before rendering the page (`entry-server.tsx`). A query a page starts but does not
 * name here (one that needs the browser, or another answer first) is rendered loading, as the app renders it.
 */
export type PageQueries = (page: { params: Record<string, string | undefined>; url: URL }) => ApiQuery[];

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * A GET of the API as query options with the path it reads. Hooks use the options; pages name theirs
 * (`pageQueries` in `app/page-data.ts`) so that the server reads the same answers before it draws the
 * page, once.
 */
export function apiQuery<T>(queryKey: readonly unknown[], path: string) {
  return {
    ...queryOptions({ queryKey, queryFn: ({ signal }) => apiRequest<T>(path, { signal }) }),
    path,
  };
}

export type ApiQuery = Pick<ReturnType<typeof apiQuery>, 'queryKey' | 'path'>;

/**
 * The API answers a page starts with, from its URL: a page module exports them as `pageQueries`, and
 * the server reads them before drawing the page (`entry-server.tsx`). A query a page starts but does not
 * name here (one that needs the browser, or another answer first) is drawn loading, as the app draws it.
 */
export type PageQueries = (page: { params: Record<string, string | undefined>; url: URL }) => ApiQuery[];

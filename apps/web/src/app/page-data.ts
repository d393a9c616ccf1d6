import type { QueryClient } from '@tanstack/react-query';
import type { PageQueries } from '../lib/api-query';

/** What a route tells the server: the API answers its page starts with. */
export interface PageHandle {
  queries?: PageQueries;
  /** The page keeps the person's unsaved work when their session ends under it (`lib/drafts.ts`). */
  keepsDraft?: boolean;
}

/**
 * Answers the server read while rendering a page (the session, the job, the first page of jobs...),
 * sent in the page as JSON so that the app's first render renders the same page without asking again.
 */
export type PageData = { key: readonly unknown[]; data: unknown }[];

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export function seedQueries(queryClient: QueryClient, pageData: PageData) {
  for (const { key, data } of pageData) queryClient.setQueryData(key, data);
}

/** The page's data, when the server rendered the page; [] otherwise. */
export function readPageData(): PageData {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return [];
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return [];
  }
}

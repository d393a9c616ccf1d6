import type { SavedQuery } from '@skillmatch/shared/schemas/saved-searches';

/** A saved query as the job list's URL carries it: strings, the skills a list. */
export type StoredQuery = Record<string, string | string[]>;

/** The validated query back in its URL form, for storing, links and the answer. */
export function storedQuery(query: Partial<SavedQuery>): StoredQuery {
  const stored: StoredQuery = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    stored[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return stored;
}

/** `?q=…&skills=…` of the job list showing the alert's jobs, newest first. */
export function jobListSearch(stored: StoredQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(stored)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  params.set('sort', 'newest');
  return `?${params.toString()}`;
}

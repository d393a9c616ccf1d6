import type { JobCategory } from '@skillmatch/shared/constants';
import type { JobSearchResponse, JobSort } from '@skillmatch/shared/schemas/jobs';

/** The URL holds the search: shareable, and it survives reload and Back. */
export interface JobFilters {
  q: string;
  location: string;
  type: string;
  remote: boolean;
  skills: string[];
  sort: string;
  page: number;
}

export function readFilters(params: URLSearchParams): JobFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    type: params.get('type') ?? '',
    remote: params.get('remote') === 'true',
    skills: params.getAll('skills'),
    sort: params.get('sort') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The page's URL query for these filters (empty values left out). */
export function filtersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.type) params.set('type', filters.type);
  if (filters.remote) params.set('remote', 'true');
  for (const skill of filters.skills) params.append('skills', skill);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The API's query: the page's filters plus the category of a category page. With no sort chosen the
 * server picks the viewer's default (best match for a seeker with skills, docs/decisions.md).
 */
export function apiSearch(filters: JobFilters, category?: JobCategory): string {
  const params = filtersToParams(filters);
  if (category) params.set('category', category);
  return params.toString();
}

export const SORT_LABELS: Record<JobSort, string> = {
  match: 'Best match',
  relevance: 'Most relevant',
  newest: 'Newest',
  salary: 'Highest salary',
};

/**
 * The orders the menu offers and the one it shows: the server's answer says which the viewer may choose
 * and which it used; before any answer, what a visitor may choose. A chosen order shows at once, before
 * the list in that order arrives.
 */
export function sortMenu(filters: JobFilters, answer: Pick<JobSearchResponse, 'sort' | 'sorts'> | undefined) {
  const hasText = filters.q.trim() !== '';
  const sorts: JobSort[] =
    answer?.sorts ?? (hasText ? ['relevance', 'newest', 'salary'] : ['newest', 'salary']);
  const chosen = sorts.find((sort) => sort === filters.sort);
  return { sorts, value: chosen ?? answer?.sort ?? sorts[0]! };
}

export const hasActiveFilters = (filters: JobFilters) =>
  Boolean(filters.q || filters.location || filters.type || filters.remote || filters.skills.length > 0);

import type * as api from '@skillmatch/shared/api/api-map';
import { searchParams, type QueryOf } from '@skillmatch/shared/api/api-route';
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

type JobSearchQuery = QueryOf<typeof api.searchJobs>;

/** The filters as the API's query (empty values left out): the page's URL holds the same. */
function filtersToQuery(filters: JobFilters): JobSearchQuery {
  return {
    q: filters.q.trim() || undefined,
    location: filters.location.trim() || undefined,
    type: filters.type || undefined,
    remote: filters.remote || undefined,
    skills: filters.skills,
    sort: filters.sort || undefined,
    page: filters.page > 1 ? filters.page : undefined,
  };
}

/** The page's URL query for these filters (empty values left out). */
export function filtersToParams(filters: JobFilters): URLSearchParams {
  return searchParams(filtersToQuery(filters));
}

/**
 * The API's query: the page's filters plus the category of a category page. With no sort chosen the
 * server picks the viewer's default (best match for a seeker with skills, docs/decisions.md).
 */
export function apiSearch(filters: JobFilters, category?: JobCategory): JobSearchQuery {
  return { ...filtersToQuery(filters), category };
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

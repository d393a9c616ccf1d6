import type * as api from '@skillmatch/shared/api/api-map';
import { searchParams, type QueryOf } from '@skillmatch/shared/api/api-route';
import { JOB_CATEGORIES, type JobCategory } from '@skillmatch/shared/constants';
import type { JobSearchResponse, JobSort } from '@skillmatch/shared/schemas/jobs';

/** The URL holds the search: shareable, and it survives reload and Back. */
export interface JobFilters {
  q: string;
  location: string;
  type: string;
  remote: boolean;
  skills: string[];
  /** One of JOB_CATEGORIES, or '' (a category page fixes its own). */
  category: string;
  /** A company's slug (its page's address), or '' for every company. */
  company: string;
  /** Whole units of the job's currency; 0: any. */
  salaryMin: number;
  /** 0: any time. */
  postedWithinDays: number;
  sort: string;
  page: number;
}

/** The salary floors the screen offers. */
export const SALARY_FLOORS = [30_000, 50_000, 75_000, 100_000, 150_000, 200_000];

/** How recent a job must be, as the screen offers it. */
export const POSTED_WITHIN: { days: number; label: string }[] = [
  { days: 1, label: 'Past 24 hours' },
  { days: 3, label: 'Past 3 days' },
  { days: 7, label: 'Past week' },
  { days: 30, label: 'Past month' },
];

/** A whole number from the URL within [0, max], else 0 (a hand-edited link never breaks the page). */
function wholeNumber(value: string | null, max: number): number {
  const number = Number(value ?? '');
  return Number.isInteger(number) && number > 0 && number <= max ? number : 0;
}

/** What a company's slug looks like: a hand-edited link with anything else searches every company. */
const COMPANY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function readFilters(params: URLSearchParams): JobFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const category = params.get('category') ?? '';
  const company = params.get('company') ?? '';
  return {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    type: params.get('type') ?? '',
    remote: params.get('remote') === 'true',
    skills: params.getAll('skills'),
    category: (JOB_CATEGORIES as readonly string[]).includes(category) ? category : '',
    company: COMPANY_SLUG.test(company) && company.length <= 120 ? company : '',
    salaryMin: wholeNumber(params.get('salaryMin'), 10_000_000),
    postedWithinDays: wholeNumber(params.get('postedWithinDays'), 365),
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
    salaryMin: filters.salaryMin || undefined,
    postedWithinDays: filters.postedWithinDays || undefined,
    sort: filters.sort || undefined,
    page: filters.page > 1 ? filters.page : undefined,
    category: (filters.category || undefined) as JobCategory | undefined,
    company: filters.company || undefined,
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
  const query = filtersToQuery(filters);
  return { ...query, category: category ?? query.category };
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
  Boolean(
    filters.q ||
    filters.location ||
    filters.type ||
    filters.remote ||
    filters.skills.length > 0 ||
    filters.category ||
    filters.company ||
    filters.salaryMin ||
    filters.postedWithinDays,
  );

/** The search a job alert saves: the filters without paging, order or recency, as the URL holds them. */
export function alertQuery(filters: JobFilters, category?: JobCategory): Record<string, string | string[]> {
  const { q, location, type, remote, skills, salaryMin, company } = apiSearch(filters, category);
  const wanted = {
    q,
    location,
    type,
    remote,
    salaryMin,
    company,
    category: category ?? (filters.category || undefined),
  };
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(wanted)) if (value !== undefined) query[key] = String(value);
  if (skills && skills.length > 0) query.skills = skills;
  return query;
}

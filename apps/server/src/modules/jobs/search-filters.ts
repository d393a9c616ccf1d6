import type { JOB_STATUSES } from '@skillmatch/shared/constants';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import type { SeekerScores } from './match-order';

/** A job as search sees it: the database's lower-cased texts and what the filters and orders read. */
export interface SearchableJob {
  id: string;
  status: string;
  /** Lower-cased title, company, location and skills, separated by spaces (the `search_text` column). */
  searchText: string;
  /** Lower-cased, trimmed skills. */
  skillKeys: string[];
  /** The skills as the job lists them, aligned with `skillKeys`. */
  skills: string[];
  /** Lower-cased location. */
  location: string | null;
  type: string;
  remote: boolean;
  category: string;
  /** The salary the search filters and sorts by: the maximum, else the minimum. */
  salary: number | null;
  /** YYYY-MM-DD. */
  postedDate: string;
  /** Microseconds since 1970, as finely as the database orders jobs created the same day. */
  createdAt: number;
}

/** What a search asks of the index; texts lower-cased. */
export interface SearchFilters {
  /** Each must be part of the job's search text. */
  words: string[];
  /** Part of the job's location. */
  location?: string;
  /** Each must be part of one of the job's skills. */
  skills: string[];
  status: (typeof JOB_STATUSES)[number] | 'all';
  type?: string;
  remote?: boolean;
  category?: string;
  salaryMin?: number;
  /** Days since 1970: only jobs posted on or after it. */
  postedSince?: number;
}

/** Newest first, highest salary first, or by a seeker's match score (then newest first). */
export type SearchOrder = 'newest' | 'salary' | SeekerScores;

type Facets = JobSearchResponse['facets'];
export type FacetCounts = Facets['skills'];

export interface SearchHits {
  total: number;
  facets: Omit<Facets, 'skills'>;
  /** The ids of the first matches in the order asked for, as many as asked for. */
  ids: string[];
}

const DAY_MS = 86_400_000;

/** Days since 1970 of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

import { JOB_STATUSES } from '@skillmatch/shared/constants';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import type { SeekerScores } from './match-order';

/**
 * A job's state as search holds it: its status when the public may see it, else held (a draft, waiting
 * for review, sent back, rejected, or of a suspended company), which only a search of every status finds.
 */
export const SEARCH_STATES = [...JOB_STATUSES, 'held'] as const;

/** A job as search sees it: its texts, skills and what the filters and orders read. */
export interface SearchableJob {
  id: string;
  /** One of SEARCH_STATES. */
  status: string;
  title: string;
  company: string;
  /** The employer's slug (its page's address): the company filter and facet read it. */
  companySlug: string;
  location: string | null;
  /** Lower-cased, trimmed skills. */
  skillKeys: string[];
  /** The skills as the job lists them, aligned with `skillKeys`. */
  skills: string[];
  /** Each skill's canonical taxonomy id (`skill_ids`, resolved when the job was written), aligned too. */
  skillIds: string[];
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

/** What a search asks of the index. */
export interface SearchFilters {
  /** The search text as typed: each word or phrase must be found in the job (search-text.ts). */
  text?: string;
  /** The location as typed: each place must be the job's (places.ts); "Remote", the remote filter. */
  location?: string;
  /** Lower-cased; each must be part of one of the job's skills. */
  skills: string[];
  status: (typeof JOB_STATUSES)[number] | 'all';
  type?: string;
  remote?: boolean;
  category?: string;
  /** An employer's slug: only its jobs. */
  company?: string;
  salaryMin?: number;
  /** Days since 1970: only jobs posted on or after it. */
  postedSince?: number;
}

/** Newest first, highest salary first, or by a seeker's match score (then newest first). */
export type SearchOrder = 'newest' | 'salary' | SeekerScores;

type Facets = JobSearchResponse['facets'];
export type FacetCounts = Facets['skills'];
export type CompanyFacetCounts = Facets['company'];

export interface SearchHits {
  total: number;
  facets: Omit<Facets, 'skills' | 'company'>;
  /** The ids of the first matches in the order asked for, as many as asked for. */
  ids: string[];
}

/** Below this many matches a search text is checked for misspellings. */
export const FEW_MATCHES = 3;

const DAY_MS = 86_400_000;

/** Days since 1970 of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

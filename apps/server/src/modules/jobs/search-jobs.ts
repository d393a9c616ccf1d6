import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { JobSearchQuery, JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import type { CatalogueSearchIndex } from './catalogue-search-index';
import { presentedJobColumns, presentJob, viewerColumns } from './present-job';
import { dayNumber, type SearchFilters } from './search-index';

/** Relevance ranks this many of the newest matches (docs/decisions.md, "Job search speed"). */
export const RANKED = 100;

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The words of a search; each must appear in the title, company, location or a skill. */
function searchTerms(q: string): string[] {
  return q.split(/\s+/).filter(Boolean).slice(0, 8);
}

function filtersOf(query: JobSearchQuery, today: number): SearchFilters {
  return {
    words: query.q ? searchTerms(query.q.toLowerCase()) : [],
    location: query.location?.toLowerCase(),
    skills: (query.skills ?? []).map((skill) => skill.toLowerCase()),
    status: query.status ?? 'active',
    type: query.type,
    remote: query.remote,
    category: query.category,
    salaryMin: query.salaryMin,
    postedSince: query.postedWithinDays === undefined ? undefined : today - query.postedWithinDays,
  };
}

/**
 * `ids` (newest first) by full-text rank, plus a bonus when the whole search text is in the title;
 * equal ranks keep their newest-first order.
 */
async function byRelevance(db: Database, ids: string[], q: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: jobs.id,
      rank: sql<number>`(ts_rank_cd(${jobs.searchVector}, websearch_to_tsquery('english', ${q}))
        + case when lower(${jobs.title}) like ${containing(q)} then 1 else 0 end)::float8`,
    })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  const rank = new Map(rows.map((row) => [row.id, row.rank]));
  return [...ids].sort((a, b) => (rank.get(b) ?? 0) - (rank.get(a) ?? 0));
}

/** The page's jobs, in the order of `ids`. */
async function jobsById(db: Database, ids: string[], viewerId?: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...presentedJobColumns, ...viewerColumns(viewerId) })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of matching jobs, the exact total, and counts by type, remote and category over all
 * matches, from this process's search index; the page's jobs are read from the database. Relevance
 * ranks the RANKED newest matches and lists the rest after them, newest first. The route fills in the
 * page size from the site's settings when the client sends none.
 */
export async function searchJobs(
  db: Database,
  catalogue: CatalogueSearchIndex,
  { pageSize = DEFAULT_SITE_SETTINGS.jobsPageSize, ...query }: JobSearchQuery,
  viewerId?: string,
): Promise<JobSearchResponse> {
  const index = await catalogue.current();
  // The database's current_date in UTC, the time zone the server runs it in.
  const today = dayNumber(new Date().toISOString().slice(0, 10));
  const first = (query.page - 1) * pageSize;
  const ranked = query.sort === 'relevance' && query.q !== undefined;
  const wanted = first + pageSize;
  const hits = index.search(
    filtersOf(query, today),
    query.sort === 'salary' ? 'salary' : 'newest',
    ranked ? Math.max(RANKED, wanted) : wanted,
  );
  let ordered = hits.ids;
  if (ranked && first < RANKED) {
    ordered = [...(await byRelevance(db, ordered.slice(0, RANKED), query.q!)), ...ordered.slice(RANKED)];
  }
  const rows = await jobsById(db, ordered.slice(first, wanted), viewerId);
  return {
    jobs: rows.map(({ isSaved, isApplied, ...row }) => presentJob(row, { isSaved, isApplied })),
    total: hits.total,
    facets: hits.facets,
    page: query.page,
    pageSize,
  };
}

import { desc, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { MatchIndex } from '@skillmatch/matching/match-index';
import type { MatchSeeker } from '@skillmatch/matching/match-input';
import type { JobSearchQuery, JobSearchResponse, JobSort } from '@skillmatch/shared/schemas/jobs';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import type { CatalogueMatchIndex } from '../matching/catalogue-index';
import type { CatalogueSearchIndex, SearchFilters, SearchOrder } from '../../search';
import { listedJobColumns, presentJob, viewerColumns } from './present-job';
import { dayNumber } from '../../search';

/** Relevance ranks this many of the newest matches (docs/decisions.md, "Job search speed"). */
export const RANKED = 100;

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The index's filters of a job list query (job alerts test a job with the same). */
export function filtersOf(query: JobSearchQuery, today: number): SearchFilters {
  return {
    text: query.q,
    location: query.location,
    skills: (query.skills ?? []).map((skill) => skill.toLowerCase()),
    status: query.status ?? 'active',
    type: query.type,
    remote: query.remote,
    category: query.category,
    company: query.company,
    salaryMin: query.salaryMin,
    postedSince: query.postedWithinDays === undefined ? undefined : today - query.postedWithinDays,
  };
}

/** A job's full-text rank for `q`, plus a bonus when the whole search text is in its title (`titleLike`: `containing(q)`). */
const relevanceOf = (q: string | Placeholder, titleLike: string | Placeholder) =>
  sql<number>`(ts_rank_cd(${jobs.searchVector}, websearch_to_tsquery('english', ${q}))
    + case when lower(${jobs.title}) like ${titleLike} then 1 else 0 end)::float8`;

/** `ids` (newest first) by relevance (`relevanceOf`); equal ranks keep their newest-first order. */
async function byRelevance(db: Database, ids: string[], q: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: jobs.id, rank: relevanceOf(q, containing(q)) })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  const rank = new Map(rows.map((row) => [row.id, row.rank]));
  return [...ids].sort((a, b) => (rank.get(b) ?? 0) - (rank.get(a) ?? 0));
}

/**
 * The page's two queries, built once per database and kind of viewer: building a query's SQL in drizzle
 * was a tenth of a distinct search's CPU. Named, so PostgreSQL parses and plans each once per connection.
 */
function pageQueries(db: Database, viewer: boolean) {
  const listed = sql`${sql.placeholder('ids')}::uuid[]`;
  const columns = {
    ...listedJobColumns,
    ...viewerColumns(viewer ? sql.placeholder('viewerId') : undefined),
  };
  const kind = viewer ? 'viewer' : 'visitor';
  return {
    /** The jobs from `first` on of `ids` (newest first) ordered as `byRelevance` orders them, ranked and read in one query. */
    relevancePage: db
      .select(columns)
      .from(jobs)
      .where(sql`${jobs.id} = any(${listed})`)
      .orderBy(
        desc(relevanceOf(sql.placeholder('q'), sql.placeholder('titleLike'))),
        sql`array_position(${listed}, ${jobs.id})`,
      )
      .offset(sql.placeholder('first'))
      .limit(sql.placeholder('count'))
      .prepare(`job-list-relevance-page-${kind}`),
    /** The jobs of `ids`, in no order. */
    byIds: db
      .select(columns)
      .from(jobs)
      .where(sql`${jobs.id} = any(${listed})`)
      .prepare(`job-list-page-${kind}`),
  };
}

const builtPageQueries = new WeakMap<
  Database,
  Record<'viewer' | 'visitor', ReturnType<typeof pageQueries>>
>();

function pageQueriesOf(db: Database, viewerId: string | undefined) {
  let built = builtPageQueries.get(db);
  if (!built) {
    built = { viewer: pageQueries(db, true), visitor: pageQueries(db, false) };
    builtPageQueries.set(db, built);
  }
  return viewerId === undefined ? built.visitor : built.viewer;
}

/** `ids` as one uuid[] parameter's value: one value to send and plan, however many ids. */
const uuidArrayValue = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The jobs from `first` to `end` of `ids` (newest first) ordered as `byRelevance` orders them, ranked and
 * read in one query.
 */
async function relevancePage(
  db: Database,
  {
    ids,
    q,
    first,
    end,
    viewerId,
  }: { ids: string[]; q: string; first: number; end: number; viewerId?: string },
) {
  if (ids.length === 0 || end <= first) return [];
  return pageQueriesOf(db, viewerId).relevancePage.execute({
    ids: uuidArrayValue(ids),
    q,
    titleLike: containing(q),
    first,
    count: end - first,
    viewerId,
  });
}

/** The page's jobs, in the order of `ids`. */
async function jobsById(db: Database, ids: string[], viewerId?: string) {
  if (ids.length === 0) return [];
  const rows = await pageQueriesOf(db, viewerId).byIds.execute({ ids: uuidArrayValue(ids), viewerId });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A signed-in viewer: their id (saved and applied marks) and, for "Best match", what they are scored on. */
export interface SearchViewer {
  id: string;
  seeker: MatchSeeker;
  matchIndex: CatalogueMatchIndex;
}

/**
 * The orders a viewer may choose for a search: best match for a seeker with skills, relevance when there
 * is text to be relevant to, and always newest and highest salary.
 */
function sortsFor(hasText: boolean, hasSkills: boolean): JobSort[] {
  return [
    ...(hasSkills ? (['match'] as const) : []),
    ...(hasText ? (['relevance'] as const) : []),
    'newest',
    'salary',
  ];
}

/**
 * The order a search uses: the one asked for when it is offered; none asked for, relevance with search
 * text, else best match for a seeker with skills, else newest; one not offered (best match for a visitor,
 * relevance without text) is newest, the order every other one falls back on.
 */
function sortUsed(asked: JobSort | undefined, sorts: readonly JobSort[]): JobSort {
  if (asked === undefined) return sorts.includes('relevance') ? 'relevance' : sorts[0]!;
  return sorts.includes(asked) ? asked : 'newest';
}

/** What a seeker is scored on, as the key of their kept match order. */
const seekerKey = (seeker: MatchSeeker) => JSON.stringify([seeker.skills, seeker.preferences]);

/**
 * The order the search index lists matches in: by the seeker's scores when the match index is given (best
 * match), highest salary first, else newest first (relevance ranks the newest matches afterwards).
 */
function indexOrder(
  sort: JobSort,
  seeker: MatchSeeker | undefined,
  matchIndex: MatchIndex | undefined,
): SearchOrder {
  if (seeker !== undefined && matchIndex !== undefined) {
    return {
      key: seekerKey(seeker),
      scorer: matchIndex,
      each: (visit) => matchIndex.eachScore(seeker, visit),
    };
  }
  return sort === 'salary' ? 'salary' : 'newest';
}

/**
 * One page of matching jobs, the exact total, and counts by type, remote, category and skill over all
 * matches, from this process's search index (with a corrected search text when a misspelt one finds few); the page's jobs are read from the database. Relevance
 * ranks the RANKED newest matches and lists the rest after them, newest first; best match orders every
 * match by the viewer's score. `listJobs` fills in the page size from the site's settings when the client
 * sends none.
 */
export async function searchJobs(
  db: Database,
  catalogue: CatalogueSearchIndex,
  { pageSize = DEFAULT_SITE_SETTINGS.jobsPageSize, ...query }: JobSearchQuery,
  viewer?: SearchViewer,
): Promise<JobSearchResponse> {
  const sorts = sortsFor(query.q !== undefined, (viewer?.seeker.skills.length ?? 0) > 0);
  const sort = sortUsed(query.sort, sorts);
  const index = await catalogue.current();
  // Brought up to date after the search index: a match order is kept by the search index until its next
  // change, so its scores must be at least as new as the search index's copy of the catalogue.
  const matchIndex = sort === 'match' ? await viewer!.matchIndex.current() : undefined;
  // The database's current_date in UTC, the time zone the server runs it in.
  const today = dayNumber(new Date().toISOString().slice(0, 10));
  const filters = filtersOf(query, today);
  const first = (query.page - 1) * pageSize;
  const ranked = sort === 'relevance';
  const wanted = first + pageSize;
  const order = indexOrder(sort, viewer?.seeker, matchIndex);
  // The skill facets with the hits, from the same copy of the catalogue: it may change as the page is read.
  const hits = index.searchWithSkills(filters, order, ranked ? Math.max(RANKED, wanted) : wanted);
  let rows;
  if (ranked && wanted <= RANKED) {
    rows = await relevancePage(db, { ids: hits.ids, q: query.q!, first, end: wanted, viewerId: viewer?.id });
  } else {
    // A page past the ranked matches is newest first; one across their end, both.
    let ordered = hits.ids;
    if (ranked && first < RANKED) {
      ordered = [...(await byRelevance(db, ordered.slice(0, RANKED), query.q!)), ...ordered.slice(RANKED)];
    }
    rows = await jobsById(db, ordered.slice(first, wanted), viewer?.id);
  }
  const didYouMean = index.didYouMean(filters, hits.total);
  // In the response schema's order of fields: a visitor's answer is written as it is (jobs.routes.ts).
  return {
    jobs: rows.map(({ isSaved, isApplied, ...row }) => presentJob(row, { isSaved, isApplied })),
    total: hits.total,
    page: query.page,
    pageSize,
    sort,
    sorts,
    ...(didYouMean === undefined ? {} : { didYouMean }),
    facets: { ...hits.facets, skills: hits.skills, company: hits.company },
  };
}

import { and, eq, getTableName, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobCounts } from '@skillmatch/db/schema/job-counts';
import { COVERED_SEARCH_TEXT_BYTES, jobs } from '@skillmatch/db/schema/jobs';
import { JOBS_COUNT_CAP, type JobSearchQuery, type JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { presentedJobColumns, presentJob, savedByViewer } from './present-job';

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

/** The filters `job_counts` can answer alone: status, type, remote and category. */
function countedFilters(query: JobSearchQuery, table: typeof jobs | typeof jobCounts): SQL[] {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(table.status, query.status ?? 'active'));
  if (query.type) conditions.push(eq(table.type, query.type));
  if (query.remote !== undefined) conditions.push(eq(table.remote, query.remote));
  if (query.category) conditions.push(eq(table.category, query.category));
  return conditions;
}

/**
 * A word in at least this many jobs is searched without its trigram index: reading the index's long lists
 * for its common trigrams costs more than testing the rows another filter or an ordered scan brings.
 */
const BROAD_WORD_JOBS = 20_000;

/**
 * How many jobs have each pattern in their search text, estimated as the planner does, from its sample
 * of the column (pg_stats; none before the first ANALYZE, when every word counts as narrow).
 */
async function jobsMatching(db: Database, patterns: string[]): Promise<number[]> {
  if (patterns.length === 0) return [];
  const rows = await db
    .select({
      jobs: sql<number>`coalesce(avg((sample like term.pattern)::int) * max(class.reltuples), 0)::float8`,
    })
    .from(
      sql`unnest(array[${sql.join(patterns, sql`, `)}]::text[]) with ordinality as term(pattern, position)
        left join pg_class as class on class.oid = to_regclass(${getTableName(jobs)})
        left join pg_stats as stats on stats.schemaname = current_schema()
          and stats.tablename = ${getTableName(jobs)} and stats.attname = ${jobs.searchText.name}
        left join lateral unnest(stats.histogram_bounds::text::text[]) as sample on true`,
    )
    .groupBy(sql`term.position`)
    .orderBy(sql`term.position`);
  return rows.map((row) => row.jobs);
}

/**
 * The filters that need the jobs themselves, twice: `planned` for the planner to pick indexes by, and
 * `scanned` for an ordered scan that tests them row by row, cheapest test first.
 */
async function jobFilters(db: Database, query: JobSearchQuery): Promise<{ planned: SQL[]; scanned: SQL[] }> {
  const planned: SQL[] = [];
  const scanned: SQL[] = [];
  const both = (condition: SQL) => {
    planned.push(condition);
    scanned.push(condition);
  };
  const words = (query.q ? searchTerms(query.q) : []).map(containing);
  const counts = await jobsMatching(db, words);
  words.forEach((pattern, index) => {
    // Another collation than the index's keeps the planner off the index, and its estimate intact.
    const broad = (counts[index] ?? 0) >= BROAD_WORD_JOBS;
    planned.push(sql`${jobs.searchText} like ${pattern}${broad ? sql` collate "C"` : sql``}`);
    scanned.push(sql`${jobs.searchText} like ${pattern}`);
  });
  if (query.location) both(sql`lower(${jobs.location}) like ${containing(query.location)}`);
  for (const skill of query.skills ?? []) {
    const pattern = containing(skill);
    // Skills are joined by ' | ' and trimmed, and so is the skill asked for: without a '|' it cannot match
    // across two skills, so the skills text answers alone (through its trigram index). A scan tests the
    // lower-case search text, which holds the skills, before lower-casing the skills text.
    planned.push(sql`lower(${jobs.skillsText}) like ${pattern}`);
    scanned.push(sql`${jobs.searchText} like ${pattern} and lower(${jobs.skillsText}) like ${pattern}`);
    if (skill.includes('|')) {
      both(sql`exists (select 1 from unnest(${jobs.skillKeys}) as key where key like ${pattern})`);
    }
  }
  if (query.salaryMin !== undefined) {
    both(sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${query.salaryMin}`);
  }
  if (query.postedWithinDays !== undefined) {
    both(sql`${jobs.postedDate} >= current_date - ${query.postedWithinDays}::int`);
  }
  return { planned, scanned };
}

// Every column says "nulls last", as the indexes do, so that a page reads an index in order and stops.
const newest = [
  sql`${jobs.postedDate} desc nulls last`,
  sql`${jobs.createdAt} desc nulls last`,
  sql`${jobs.id} desc nulls last`,
];
const salary = sql<number | null>`coalesce(${jobs.salaryMax}, ${jobs.salaryMin})`;
const highestSalary = [sql`${salary} desc nulls last`, ...newest];

type Facets = JobSearchResponse['facets'];
type Counts = Pick<JobSearchResponse, 'total' | 'totalIsCapped' | 'facets'>;
type FacetRow = {
  type: string | null;
  remote: boolean | null;
  category: string | null;
  count: number | null;
};

/** Grouping-sets rows (one per type, remote and category, and the total) as total and facets. */
function countsFrom(rows: FacetRow[]): Counts {
  const facets: Facets = { type: [], remote: [], category: [] };
  let total = 0;
  for (const row of rows) {
    const count = row.count ?? 0;
    if (row.type !== null) facets.type.push({ value: row.type, count });
    else if (row.remote !== null) facets.remote.push({ value: String(row.remote), count });
    else if (row.category !== null) facets.category.push({ value: row.category, count });
    else total = count;
  }
  for (const list of Object.values(facets))
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return { total, totalIsCapped: false, facets };
}

/** Exact counts from the trigger-kept `job_counts`: a few rows, whatever the size of the catalogue. */
async function countFromTable(db: Database, query: JobSearchQuery): Promise<Counts> {
  const rows = await db
    .select({
      type: jobCounts.type,
      remote: jobCounts.remote,
      category: jobCounts.category,
      count: sql<number | null>`sum(${jobCounts.count})::int`,
    })
    .from(jobCounts)
    .where(and(...countedFilters(query, jobCounts), gt(jobCounts.count, 0)))
    .groupBy(sql`grouping sets ((${jobCounts.type}), (${jobCounts.remote}), (${jobCounts.category}), ())`);
  return countsFrom(rows);
}

/** One page in newest or salary order, read from the matching index until the page is full. */
function pageInOrder(db: Database, query: JobSearchQuery, where: SQL | undefined, viewerId?: string) {
  return db
    .select({ ...presentedJobColumns, isSaved: savedByViewer(viewerId) })
    .from(jobs)
    .where(where)
    .orderBy(...(query.sort === 'salary' ? highestSalary : newest))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** The page's jobs, in the order of `ids`. */
async function jobsById(db: Database, ids: string[], viewerId?: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...presentedJobColumns, isSaved: savedByViewer(viewerId) })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The ids of one page, in order, from `source` (rows of id, posted_date, created_at and salary that
 * hold the page). Relevance ranks the RANKED newest rows by full-text rank, plus a bonus when the whole
 * search text is in the title, and puts the rest after them newest first: a broad word ranks a bounded
 * window, not every match.
 */
function pageIds(query: JobSearchQuery, source: SQL): SQL<string[]> {
  const newestOf = (row: string) =>
    sql.raw(
      `${row}.posted_date desc nulls last, ${row}.created_at desc nulls last, ${row}.id desc nulls last`,
    );
  const first = (query.page - 1) * query.pageSize;
  let order = newestOf('s');
  if (query.sort === 'salary') order = sql`s.salary desc nulls last, ${newestOf('s')}`;
  if (query.sort === 'relevance' && query.q) {
    const rank = sql`ts_rank_cd(job.search_vector, websearch_to_tsquery('english', ${query.q}))
      + case when lower(job.title) like ${containing(query.q)} then 1 else 0 end`;
    // Ranked only inside the window, so that at most RANKED jobs are read for their rank.
    source = sql`(select n.*, case when n.newest <= ${RANKED}
        then (select ${rank} from ${jobs} as job where job.id = n.id) end as rank
      from (select s.*, row_number() over (order by ${newestOf('s')}) as newest from ${source} as s) as n)`;
    order = sql`s.newest > ${RANKED}, s.rank desc nulls last, s.newest`;
  }
  return sql<string[]>`(select coalesce(array_agg(p.id::text order by p.position), '{}')
    from (select s.id, row_number() over (order by ${order}) as position from ${source} as s) as p
    where p.position > ${first} and p.position <= ${first + query.pageSize})`;
}

/**
 * Rows the covering indexes hold: all but those whose search text is too long for a btree entry (a
 * pathological 40 long skills), found through the index on that length instead.
 */
const covered = sql`octet_length(${jobs.searchText}) <= ${sql.raw(String(COVERED_SEARCH_TEXT_BYTES))}`;
const uncovered = sql`octet_length(${jobs.searchText}) > ${sql.raw(String(COVERED_SEARCH_TEXT_BYTES))}`;

/**
 * The rows that hold the page of a search with more matches than the cap, read in the page's order from
 * a covering index until there are enough. The filters go in as one opaque condition: taking the words of
 * a search for independent, the planner would expect a handful of matches and gather and sort all of
 * them, where there are known to be more than JOBS_COUNT_CAP and an ordered scan stops early.
 */
function orderedMatches(query: JobSearchQuery, scanned: SQL | undefined): SQL {
  const first = (query.page - 1) * query.pageSize;
  const ranked = query.sort === 'relevance' && query.q;
  const order = sql.join(query.sort === 'salary' ? highestSalary : newest, sql`, `);
  const limit = ranked ? Math.max(RANKED, first + query.pageSize) : first + query.pageSize;
  const rows = (
    part: SQL,
  ) => sql`(select ${jobs.id}, ${jobs.postedDate}, ${jobs.createdAt}, ${salary} as salary
    from ${jobs} where ${part} and (case when ${scanned} then true else false end)
    order by ${order} limit ${limit})`;
  return sql`(${rows(covered)} union all ${rows(uncovered)})`;
}

/**
 * The total, facets and page of a search with filters `job_counts` cannot answer, in one statement. It
 * reads at most JOBS_COUNT_CAP + 1 matches in whatever order is cheapest, so that a broad search stops
 * early: when those are all the matches they give the total, the facets and the page; past the cap the
 * total says "1,000+" without facets (docs/decisions.md) and the page comes from `orderedMatches`.
 */
async function countAndPage(
  db: Database,
  query: JobSearchQuery,
  planned: SQL | undefined,
  scanned: SQL | undefined,
): Promise<{ ids: string[]; counts: Counts }> {
  const matches = db.$with('matches').as(
    db
      .select({
        id: jobs.id,
        type: jobs.type,
        remote: jobs.remote,
        category: jobs.category,
        salary: salary.as('salary'),
        postedDate: jobs.postedDate,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(planned)
      .limit(JOBS_COUNT_CAP + 1),
  );
  const [summary] = await db
    .with(matches)
    .select({
      matched: sql<number>`count(*)::int`,
      facets: sql<FacetRow[] | null>`case when count(*) <= ${JOBS_COUNT_CAP} then (select json_agg(f)
        from (select type, remote, category, count(*)::int as count from ${matches}
          group by grouping sets ((type), (remote), (category))) as f) end`,
      // Only the branch taken runs.
      ids: sql<string[]>`case when count(*) <= ${JOBS_COUNT_CAP} then ${pageIds(query, sql`${matches}`)}
        else ${pageIds(query, orderedMatches(query, scanned))} end`,
    })
    .from(matches);
  const matched = summary?.matched ?? 0;
  const ids = summary?.ids ?? [];
  if (matched > JOBS_COUNT_CAP) {
    return { ids, counts: { total: JOBS_COUNT_CAP, totalIsCapped: true, facets: countsFrom([]).facets } };
  }
  const total = { type: null, remote: null, category: null, count: matched };
  return { ids, counts: countsFrom([...(summary?.facets ?? []), total]) };
}

/**
 * One page of matching jobs, the total, and counts by type, remote and category over all matches. A
 * search filtered only by status, type, remote or category counts exactly from `job_counts`; any other
 * counts at most JOBS_COUNT_CAP matches (`totalIsCapped`), and relevance ranks its newest matches.
 */
export async function searchJobs(
  db: Database,
  query: JobSearchQuery,
  viewerId?: string,
): Promise<JobSearchResponse> {
  const { planned, scanned } = await jobFilters(db, query);
  const counted = countedFilters(query, jobs);
  const where = and(...counted, ...planned);
  const respond = (rows: Awaited<ReturnType<typeof jobsById>>, counts: Counts): JobSearchResponse => ({
    jobs: rows.map(({ isSaved, ...row }) => presentJob(row, isSaved)),
    ...counts,
    page: query.page,
    pageSize: query.pageSize,
  });

  if (planned.length === 0) {
    const [rows, counts] = await Promise.all([
      pageInOrder(db, query, where, viewerId),
      countFromTable(db, query),
    ]);
    return respond(rows, counts);
  }
  const { ids, counts } = await countAndPage(db, query, where, and(...counted, ...scanned));
  return respond(await jobsById(db, ids, viewerId), counts);
}

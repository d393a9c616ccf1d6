import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { JobSearchQuery, JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { presentedJobColumns, presentJob, savedByViewer } from './present-job';

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The words of a search; each must appear in the title, company, location or a skill. */
function searchTerms(q: string): string[] {
  return q.split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * The spec's filters (section 5), on the server: location substring, exact type, remote only when
 * asked, every selected skill matching some skill of the job by substring, and the search text ANDed.
 */
function filters(query: JobSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(jobs.status, query.status ?? 'active'));
  for (const term of query.q ? searchTerms(query.q) : []) {
    conditions.push(sql`${jobs.searchText} like ${containing(term)}`);
  }
  if (query.location) conditions.push(sql`lower(${jobs.location}) like ${containing(query.location)}`);
  if (query.type) conditions.push(eq(jobs.type, query.type));
  if (query.remote !== undefined) conditions.push(eq(jobs.remote, query.remote));
  for (const skill of query.skills ?? []) {
    const pattern = containing(skill);
    // The trigram index on search_text narrows the rows; the array check makes it one skill's substring.
    conditions.push(
      sql`${jobs.searchText} like ${pattern} and exists (select 1 from unnest(${jobs.skillKeys}) as key where key like ${pattern})`,
    );
  }
  if (query.category) conditions.push(eq(jobs.category, query.category));
  if (query.salaryMin !== undefined) {
    conditions.push(sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${query.salaryMin}`);
  }
  if (query.postedWithinDays !== undefined) {
    conditions.push(sql`${jobs.postedDate} >= current_date - ${query.postedWithinDays}::int`);
  }
  return conditions;
}

function ordering(query: JobSearchQuery): SQL[] {
  // "nulls last" matches the (status, posted_date desc nulls last) index, so newest-first reads it in order.
  const newest = [sql`${jobs.postedDate} desc nulls last`, desc(jobs.createdAt), desc(jobs.id)];
  if (query.sort === 'salary') {
    return [sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) desc nulls last`, ...newest];
  }
  if (query.sort === 'relevance' && query.q) {
    const rank = sql`ts_rank_cd(${jobs.searchVector}, websearch_to_tsquery('english', ${query.q}))
      + case when lower(${jobs.title}) like ${containing(query.q)} then 1 else 0 end`;
    return [sql`${rank} desc`, ...newest];
  }
  return newest;
}

type FacetRow = { type: string | null; remote: boolean | null; category: string | null; count: number };

/** One page of matching jobs, the total, and counts by type, remote and category over all matches. */
export async function searchJobs(
  db: Database,
  query: JobSearchQuery,
  viewerId?: string,
): Promise<JobSearchResponse> {
  const where = and(...filters(query));
  const [rows, facetRows] = await Promise.all([
    db
      .select({ ...presentedJobColumns, isSaved: savedByViewer(viewerId) })
      .from(jobs)
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        type: jobs.type,
        remote: jobs.remote,
        category: jobs.category,
        count: sql<number>`count(*)::int`,
      })
      .from(jobs)
      .where(where)
      .groupBy(sql`grouping sets ((${jobs.type}), (${jobs.remote}), (${jobs.category}), ())`) as Promise<
      FacetRow[]
    >,
  ]);

  const facets: JobSearchResponse['facets'] = { type: [], remote: [], category: [] };
  let total = 0;
  for (const row of facetRows) {
    if (row.type !== null) facets.type.push({ value: row.type, count: row.count });
    else if (row.remote !== null) facets.remote.push({ value: String(row.remote), count: row.count });
    else if (row.category !== null) facets.category.push({ value: row.category, count: row.count });
    else total = row.count;
  }
  for (const list of Object.values(facets))
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

  return {
    jobs: rows.map(({ isSaved, ...row }) => presentJob(row, isSaved)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets,
  };
}

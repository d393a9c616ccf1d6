import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@skillmatch/db/client';
import { APPLICATION_STATUSES, JOB_CATEGORIES } from '@skillmatch/shared/constants';
import type { AdminStats } from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';
import type { CatalogueSearchIndex } from '../../search';
import { applicationsIn, jobsIn } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';

/** How many weeks the applications chart shows. */
export const STATS_WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week holding `now`. */
export function weekStart(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type JobCounts = { category: string; total: number; active: number }[];

/** `where` for a scope's condition (`true` for the operator's, which has none). */
const where = (condition: SQL | undefined) => condition ?? sql`true`;

/**
 * The back office's dashboard numbers for the viewer's scope (`access/back-office.ts`): the site's for the
 * operator, a company's for its team. Counted by the database with aggregate queries: no row is read into
 * the process. The site's job counts (a pass over every job, the one costly query at 100k jobs) are kept
 * per version of this process's search index, which follows every change to `jobs`, so they are counted
 * again only after a change; a company's go through its index on `company_id`. "Users" is the site's
 * accounts for the operator, the people who applied to the company's jobs for its team.
 */
export async function adminStats(
  { db, searchIndex }: Pick<UseCaseDeps, 'db' | 'searchIndex'>,
  { scope, now = new Date() }: { scope: BackOfficeScope; now?: Date },
): Promise<AdminStats> {
  const thisWeek = weekStart(now);
  const firstWeek = new Date(thisWeek.getTime() - (STATS_WEEKS - 1) * WEEK_MS);
  const jobsWhere = where(jobsIn(scope));
  const applicationsWhere = where(applicationsIn(scope));

  const [jobRows, statusRows, weekRows, [summary]] = await Promise.all([
    scope.kind === 'operator' ? jobCounts(db, searchIndex) : countJobs(db, jobsWhere),
    rowsOf<{ status: string; total: number; this_week: number }>(
      db,
      sql`select status, count(*)::int as total,
            (count(*) filter (where created_at >= ${thisWeek.toISOString()}::timestamptz))::int as this_week
          from applications where ${applicationsWhere} group by status`,
    ),
    // date_trunc('week') starts weeks on Monday, as ISO weeks do; read in UTC whatever the session's zone.
    rowsOf<{ week: string; count: number }>(
      db,
      sql`select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
            count(*)::int as count
          from applications where created_at >= ${firstWeek.toISOString()}::timestamptz
            and ${applicationsWhere}
          group by 1`,
    ),
    // Active jobs with an applicant = jobs with an applicant less the closed ones among them: both are
    // index-only scans (a closed job is in `jobs_not_active_idx`), where a join or a lookup per job
    // would visit every active job or every applied one.
    rowsOf<{ users: number; median_seconds: number | string | null; active_with_applicants: number }>(
      db,
      sql`select
            ${
              scope.kind === 'operator'
                ? sql`(select count(*) from users)::int`
                : sql`(select count(distinct user_id) from applications where ${applicationsWhere})::int`
            } as users,
            (select percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at))
               from applications where first_response_at is not null and ${applicationsWhere}) as median_seconds,
            ((select count(distinct job_id) from applications where ${applicationsWhere})
              - (select count(*) from jobs where status <> 'active' and ${jobsWhere}
                   and exists (select 1 from applications where applications.job_id = jobs.id)))::int
              as active_with_applicants`,
    ),
  ]);

  const sum = <Row>(rows: Row[], value: (row: Row) => number) => rows.reduce((n, row) => n + value(row), 0);
  const activeJobs = sum(jobRows, (row) => row.active);
  const byStatus = new Map(statusRows.map((row) => [row.status, row.total]));
  const byCategory = new Map(jobRows.map((row) => [row.category, row.active]));
  const byWeek = new Map(weekRows.map((row) => [row.week, row.count]));
  const medianSeconds = summary?.median_seconds == null ? null : Number(summary.median_seconds);

  return {
    totals: {
      users: summary?.users ?? 0,
      jobs: sum(jobRows, (row) => row.total),
      applications: sum(statusRows, (row) => row.total),
      activeJobs,
    },
    quick: {
      applicationsThisWeek: sum(statusRows, (row) => row.this_week),
      offersMade: byStatus.get('Offer') ?? 0,
      medianDaysToFirstResponse:
        medianSeconds === null ? null : Math.round((medianSeconds / (DAY_MS / 1000)) * 10) / 10,
      activeJobsWithApplicantsPercent:
        activeJobs === 0 ? null : Math.round((100 * (summary?.active_with_applicants ?? 0)) / activeJobs),
    },
    applicationsPerWeek: Array.from({ length: STATS_WEEKS }, (_, index) => {
      const start = isoDay(new Date(firstWeek.getTime() + index * WEEK_MS));
      return { weekStart: start, count: byWeek.get(start) ?? 0 };
    }),
    funnel: APPLICATION_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    jobsByCategory: JOB_CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 })),
  };
}

/** The job counts per search index (a process's), with the index version they were counted at. */
const jobCountsMade = new WeakMap<CatalogueSearchIndex, { version: number; counts: JobCounts }>();

/** Every job and the active ones, per category: one pass over `jobs`, made again only after a change. */
async function jobCounts(db: Database, searchIndex: CatalogueSearchIndex): Promise<JobCounts> {
  await searchIndex.current();
  const version = searchIndex.version;
  const made = jobCountsMade.get(searchIndex);
  if (made?.version === version) return made.counts;
  // Read after the index caught up: the counts are at least as new as it, and a later change raises it.
  const counts = await countJobs(db, sql`true`);
  jobCountsMade.set(searchIndex, { version, counts });
  return counts;
}

/** The jobs matching `condition` and the active ones among them, per category. */
function countJobs(db: Database, condition: SQL): Promise<JobCounts> {
  return rowsOf<JobCounts[number]>(
    db,
    sql`select category, count(*)::int as total, (count(*) filter (where status = 'active'))::int as active
        from jobs where ${condition} group by category`,
  );
}

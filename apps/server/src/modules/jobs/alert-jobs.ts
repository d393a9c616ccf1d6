import { and, desc, eq, inArray, sql, type Column, type SQL, type Subquery } from 'drizzle-orm';
import { rowsOf, type Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { arrayOf } from '@skillmatch/db/sql-arrays';
import { searchableColumns } from '../../search';
import { listedColumn, listedJob } from './job-visibility';
import { scoredJobColumns } from './scored-jobs';

/*
 * The jobs table's queries that job alerts ask for: a job as alerts find it (search and matching), and
 * as their emails list it. Apart from jobs-repository.ts, as scored-jobs.ts is, whose imports reach the
 * use cases.
 */

/** A job as an alert's email lists it. */
export interface AlertJobRow {
  id: string;
  title: string;
  company: string;
  location: string | null;
  remote: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
}

/** The columns of `AlertJobRow`. */
const alertJobColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  remote: jobs.remote,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  currency: jobs.currency,
};

/** A job as alerts read it: what search and matching test, and whether seekers may see it now; undefined when gone. */
export async function readAlertJob(db: Database, jobId: string) {
  const [row] = await db
    .select({ searchable: searchableColumns, scored: scoredJobColumns, listed: listedColumn() })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row;
}

/**
 * Those of these jobs seekers are shown now where `where` holds (a condition of another table's home on
 * the job's id column), as an alert's email lists them, newest first.
 */
export function listedAlertJobs(db: Database, jobIds: readonly string[], where: (jobId: Column) => SQL) {
  return db
    .select(alertJobColumns)
    .from(jobs)
    .where(and(inArray(jobs.id, [...jobIds]), listedJob, where(jobs.id)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

/**
 * Those of these jobs seekers are shown now (their ids), read each by its key: joined to a batch's
 * records instead, the planner would read every job.
 */
export async function listedJobIds(db: Database, jobIds: readonly string[]): Promise<Set<string>> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from jobs where id = any(${arrayOf([...new Set(jobIds)], 'uuid')}) and ${listedJob}`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The jobs seekers are shown now among `noted` (another table's home's relation of job ids, `jobId`, each
 * with `notedMs`, joined: a digest reads thousands), as the digests read them: what search and matching
 * test, as an email shows them, and `notedMs`.
 */
export function listedDigestJobs(
  db: Database,
  noted: Subquery & { jobId: Column; notedMs: SQL.Aliased<number> },
) {
  return db
    .select({
      searchable: searchableColumns,
      scored: scoredJobColumns,
      shown: alertJobColumns,
      notedMs: noted.notedMs,
    })
    .from(jobs)
    .innerJoin(noted, eq(noted.jobId, jobs.id))
    .where(listedJob);
}

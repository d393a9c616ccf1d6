import { and, desc, eq, inArray, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
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
 * The jobs seekers are shown now where `among` holds (a condition of another table's home on the job's id
 * column), as the digests read them: what search and matching test, as an email shows them, and `notedMs`
 * (a value for the job whose id is in the column it is given).
 */
export function listedDigestJobs(
  db: Database,
  among: (jobId: Column) => SQL,
  notedMs: (jobId: Column) => SQL<number>,
) {
  return db
    .select({
      searchable: searchableColumns,
      scored: scoredJobColumns,
      shown: alertJobColumns,
      notedMs: notedMs(jobs.id),
    })
    .from(jobs)
    .where(and(among(jobs.id), listedJob));
}

import { and, count, countDistinct, desc, eq, exists, ilike, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobChanges } from '@skillmatch/db/schema/job-catalogue';
import { jobs } from '@skillmatch/db/schema/jobs';
import { deleteBefore } from '@skillmatch/db/delete-before';
import { qualified } from '../qualified-column';
import { pastClosingDate } from './close-expired-jobs';
import { listedColumn, listedJob, publicJob } from './job-visibility';
import { presentedJobColumns, viewerColumns } from './present-job';

/*
 * The jobs table's queries that other modules ask for. A module outside `modules/jobs/` calls these
 * rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md "Tables").
 */

/** The title, company and location of a job the public may see, or undefined. */
export async function publicJobSummary(db: Database, jobId: string) {
  const [job] = await db
    .select({ title: jobs.title, company: jobs.company, location: jobs.location })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), publicJob));
  return job;
}

/** The jobs seekers are shown, newest first, at most `limit`: their ids and posting dates. */
export async function newestListedJobs(db: Database, limit: number) {
  return db
    .select({ id: jobs.id, postedDate: jobs.postedDate })
    .from(jobs)
    .where(listedJob)
    .orderBy(desc(jobs.postedDate))
    .limit(limit);
}

/** A condition on a query of companies: the company (its id in `companyId`) has a job seekers are shown. */
export const hasListedJob = (db: Database, companyId: Column): SQL =>
  exists(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), listedJob)),
  );

/** How many employers (by the name on their jobs) have a job seekers are shown. */
export async function countEmployersWithListedJobs(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(jobs.company) })
    .from(jobs)
    .where(listedJob);
  return row?.count ?? 0;
}

/**
 * A select column for a query on another table: the company of the job whose id is in `jobId`, null when
 * there is none (the job was deleted). A subquery, so the query joins no table of the jobs module's.
 */
export const companyOfJob = (jobId: Column | SQL) =>
  sql<string | null>`(select ${jobs}.company_id from ${jobs} where ${jobs}.id = ${qualified(jobId)})`;

/** How many jobs the company (its id in `companyId`, written qualified) has, in any state: a subquery column. */
export const jobCountOfCompany = (companyId: SQL) =>
  sql<number>`(select count(*) from ${jobs} where ${jobs}.company_id = ${companyId})::int`;

/** As `companyOfJob`: the job's title, null when it is gone. */
export const jobTitleColumn = (jobId: Column) =>
  sql<string | null>`(select ${jobs}.title from ${jobs} where ${jobs}.id = ${qualified(jobId)})`;

/** As `companyOfJob`: the company name on the job, null when it is gone. */
export const jobCompanyColumn = (jobId: Column) =>
  sql<string | null>`(select ${jobs}.company from ${jobs} where ${jobs}.id = ${qualified(jobId)})`;

/** A condition on a query of another table: the job whose id is in `jobId` exists. */
export const jobExists = (jobId: Column) =>
  sql`exists (select 1 from ${jobs} where ${jobs}.id = ${qualified(jobId)})`;

/** The ids of a company's jobs, as a subquery (`inArray(column, jobIdsOf(db, companyId))`). */
export const jobIdsOf = (db: Database, companyId: string) =>
  db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId));

/** A job as applying reads it, if the public may see it: the whole row, and whether its closing date passed. */
export async function jobToApplyFor(tx: Database, jobId: string) {
  const [found] = await tx
    .select({ job: jobs, pastClosingDate: sql<boolean>`coalesce(${pastClosingDate}, false)` })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), publicJob));
  return found;
}

/** A job's title, company name and status, or undefined when it is gone. */
export async function jobTitleAndStatus(db: Database, jobId: string) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job;
}

/** A job's title and company name, and whether seekers are shown it (`listedJob`); undefined when gone. */
export async function jobWithListing(db: Database, jobId: string) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, listed: listedColumn() })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job;
}

/**
 * Marks a company's jobs changed (their `job_changes` rows), so every process's search and match indexes
 * read them again: after the company's standing changed, in the caller's transaction.
 */
export async function touchJobsOf(tx: Database, companyId: string): Promise<void> {
  await tx.update(jobs).set({ updatedAt: new Date() }).where(eq(jobs.companyId, companyId));
}

/** Copies a company's new name onto its jobs, in the caller's transaction (search finds them by it). */
export async function renameJobsOf(tx: Database, companyId: string, name: string): Promise<void> {
  await tx.update(jobs).set({ company: name, updatedAt: new Date() }).where(eq(jobs.companyId, companyId));
}

/** A company's published, open jobs as its page lists them, newest first, at most `limit`. */
export function companyPageJobs(
  db: Database,
  { companyId, viewerId, limit }: { companyId: string; viewerId: string | undefined; limit: number },
) {
  return db
    .select({ ...presentedJobColumns, ...viewerColumns(viewerId) })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'active'), eq(jobs.review, 'published')))
    .orderBy(desc(jobs.postedDate), desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/**
 * A page of the back office's jobs, newest first, with how many there are in all: those in the viewer's
 * scope (`inScope`), at a status, whose search text (lower-cased title, company, location and skills) is
 * like `textLike` (an ILIKE pattern).
 */
export async function backOfficeJobsPage(
  db: Database,
  query: {
    inScope: SQL | undefined;
    status: 'active' | 'closed' | 'all';
    textLike: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    query.inScope,
    query.status === 'all' ? undefined : eq(jobs.status, query.status),
    query.textLike ? ilike(jobs.searchText, query.textLike) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(presentedJobColumns)
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Deletes the catalogue's change log from before `before`, in the caller's transaction; how many rows went. */
export async function purgeCatalogueChanges(db: Database, before: SQL): Promise<number> {
  return deleteBefore(db, jobChanges, jobChanges.changedAt, before);
}

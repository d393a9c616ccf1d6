import { and, countDistinct, desc, eq, exists, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { listedJob, publicJob } from './job-visibility';

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

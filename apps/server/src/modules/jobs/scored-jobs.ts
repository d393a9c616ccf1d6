import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { asJson } from '../../search';
import { listedColumn } from './job-visibility';

/*
 * The jobs table's queries that matching asks for (scores, the match index). Apart from
 * jobs-repository.ts, whose imports reach the use cases: the match index is built with the app
 * (app-types.ts), which those use cases import back.
 */

/** The columns a job is scored from (matching's `ScoredJobRow`). */
export const scoredJobColumns = {
  skills: asJson(jobs.skills, 'skills'),
  skillIds: asJson(jobs.skillIds, 'skill_ids'),
  type: jobs.type,
  remote: jobs.remote,
  location: jobs.location,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
};

/**
 * The columns the match index reads of a job (matching's `IndexedRow`): its id, whether seekers are shown
 * it, what it is scored from and its posting date.
 */
export const matchIndexColumns = {
  id: jobs.id,
  listed: listedColumn().as('listed'),
  ...scoredJobColumns,
  postedDate: jobs.postedDate,
};

/** What a job is scored from (`scoredJobColumns`), or undefined when it is gone. */
export async function scoredJob(db: Database, jobId: string) {
  const [job] = await db.select(scoredJobColumns).from(jobs).where(eq(jobs.id, jobId));
  return job;
}

/** Those of these jobs where `where` holds (any, when not given): their ids and what they are scored from. */
export function scoredJobsAmong(db: Database, jobIds: readonly string[], where?: SQL) {
  return db
    .select({ id: jobs.id, ...scoredJobColumns })
    .from(jobs)
    .where(and(inArray(jobs.id, [...jobIds]), where));
}

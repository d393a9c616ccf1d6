import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';

/**
 * A select column for a query on jobs: whether the person applied for the job whose id is in `jobId` (an
 * SQL value qualified by its table) and has not withdrawn. Apart from applications-repository.ts, which
 * reads the jobs module, so that presenting a job does not import it back.
 */
export const appliedColumn = (jobId: SQL, userId: string | Placeholder) =>
  sql<boolean>`exists (select 1 from ${applications} where ${applications}.job_id = ${jobId} and ${applications}.user_id = ${userId} and ${applications}.status <> 'Withdrawn')`;

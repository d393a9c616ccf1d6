import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { savedJobs } from '@skillmatch/db/schema/saved-jobs';

/**
 * A select column for a query on jobs: whether the person saved the job whose id is in `jobId` (an SQL
 * value qualified by its table). Apart from saved-jobs-repository.ts, which reads the jobs module, so that
 * presenting a job does not import it back.
 */
export const savedColumn = (jobId: SQL, userId: string | Placeholder) =>
  sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs}.job_id = ${jobId} and ${savedJobs}.user_id = ${userId})`;

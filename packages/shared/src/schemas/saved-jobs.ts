import { z } from 'zod';
import { jobSchema } from './jobs';

/**
 * A saved job whose employer deleted the job: what the person saved it as (title, company, location, as the
 * job last was), so it never silently drops out of their list. They can only take it off the list.
 */
export const removedSavedJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  savedAt: z.string(),
  removedByEmployer: z.literal(true),
});
export type RemovedSavedJob = z.infer<typeof removedSavedJobSchema>;

/** GET /api/saved-jobs: the jobs still listed, newest saved first, then those the employer removed. */
export const savedJobsResponseSchema = z.object({
  jobs: z.array(jobSchema),
  removed: z.array(removedSavedJobSchema),
});
export type SavedJobsResponse = z.infer<typeof savedJobsResponseSchema>;

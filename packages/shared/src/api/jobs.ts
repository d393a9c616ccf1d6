import type { z } from 'zod';
import type { Applying } from '../schemas/applications';
import type {
  createJobSchema,
  deleteJobResponseSchema,
  Job,
  jobSearchQuerySchema,
  JobSearchResponse,
  PostingOptions,
  reviewJobSchema,
  ReviewQueue,
  submitJobSchema,
  updateJobSchema,
} from '../schemas/jobs';
import type { Candidates } from '../schemas/matching';
import type { RelatedJobs } from '../schemas/related-jobs';
import type { JobInterviewers, jobInterviewersUpdateSchema } from '../schemas/back-office';
import type { JobId } from './params';
import { route, type QueryInput } from './api-route';

/* /api/jobs: the search, one job and what relates to it, the back office's changes, a job's applying panel and candidates. */

export const getApplying = route<{ params: JobId; response: Applying }>('GET', '/api/jobs/:id/applying');

export const searchJobs = route<{
  query: QueryInput<typeof jobSearchQuerySchema>;
  response: JobSearchResponse;
}>('GET', '/api/jobs');

export const getJob = route<{ params: JobId; response: Job }>('GET', '/api/jobs/:id');

/** The job page's employer section and similar jobs. */
export const getRelatedJobs = route<{ params: JobId; response: RelatedJobs }>('GET', '/api/jobs/:id/related');

/** The job form sends what it has: the server checks each field and names the missing ones (400, `fields`). */
export const createJob = route<{ body: Partial<z.input<typeof createJobSchema>>; response: Job }>(
  'POST',
  '/api/jobs',
);

export const updateJob = route<{ params: JobId; body: z.input<typeof updateJobSchema>; response: Job }>(
  'PATCH',
  '/api/jobs/:id',
);

export const deleteJob = route<{ params: JobId; response: z.output<typeof deleteJobResponseSchema> }>(
  'DELETE',
  '/api/jobs/:id',
);

export const listCandidates = route<{ params: JobId; response: Candidates }>(
  'GET',
  '/api/jobs/:id/candidates',
);

/** A draft, or a job sent back for changes, goes to review (or is published), with its last edits. */
export const submitJob = route<{ params: JobId; body: z.input<typeof submitJobSchema>; response: Job }>(
  'POST',
  '/api/jobs/:id/submit',
);

/** The operator's decision on a job waiting for review. */
export const reviewJob = route<{ params: JobId; body: z.input<typeof reviewJobSchema>; response: Job }>(
  'POST',
  '/api/jobs/:id/review',
);

/** The operator's review queue: the jobs waiting, longest waiting first. */
export const listJobReviews = route<{ response: ReviewQueue }>('GET', '/api/admin/job-reviews');

/** For whom the viewer posts a job, whether they may, and whether it will wait for review. */
export const getPostingOptions = route<{ response: PostingOptions }>('GET', '/api/jobs/posting');

/** Who interviews for a job, and its company's hiring team to choose from. */
export const getJobInterviewers = route<{ params: JobId; response: JobInterviewers }>(
  'GET',
  '/api/jobs/:id/interviewers',
);

export const setJobInterviewers = route<{
  params: JobId;
  body: z.input<typeof jobInterviewersUpdateSchema>;
  response: JobInterviewers;
}>('PUT', '/api/jobs/:id/interviewers');

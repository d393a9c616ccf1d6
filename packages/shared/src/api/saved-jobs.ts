import type { Job } from '../schemas/jobs';
import type { JobId } from './params';
import { route } from './api-route';

/* /api/saved-jobs: the seeker's starred jobs. */

export const listSavedJobs = route<{ response: { jobs: Job[] } }>('GET', '/api/saved-jobs');

export const saveJob = route<{ params: JobId; response: { saved: true } }>('PUT', '/api/saved-jobs/:id');

export const unsaveJob = route<{ params: JobId; response: { saved: false } }>(
  'DELETE',
  '/api/saved-jobs/:id',
);

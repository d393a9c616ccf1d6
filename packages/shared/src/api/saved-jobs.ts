import type { SavedJobsResponse } from '../schemas/saved-jobs';
import type { JobId } from './params';
import { route } from './api-route';

/* /api/saved-jobs: the seeker's starred jobs, and those of them the employer since removed. */

export const listSavedJobs = route<{ response: SavedJobsResponse }>('GET', '/api/saved-jobs');

export const saveJob = route<{ params: JobId; response: { saved: true } }>('PUT', '/api/saved-jobs/:id');

export const unsaveJob = route<{ params: JobId; response: { saved: false } }>(
  'DELETE',
  '/api/saved-jobs/:id',
);

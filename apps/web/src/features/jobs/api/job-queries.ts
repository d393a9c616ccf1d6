import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Job, JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { jobQueryKey } from '../../../lib/query-keys';

export const jobsQueryKey = (search: string) => ['jobs', search] as const;

/** GET /api/jobs?<search>: one page of the server's search. */
export const jobSearchQuery = (search: string) =>
  apiQuery<JobSearchResponse>(jobsQueryKey(search), `/api/jobs?${search}`);

/** GET /api/jobs/:id. */
export const jobQuery = (id: string) => apiQuery<Job>(jobQueryKey(id), `/api/jobs/${encodeURIComponent(id)}`);

/** One page of the server's search; the previous page stays on screen while the next loads. */
export function useJobSearch(search: string) {
  return useQuery({ ...jobSearchQuery(search), placeholderData: keepPreviousData });
}

export function useJob(id: string) {
  return useQuery(jobQuery(id));
}

export function useSavedJobs() {
  return useQuery({
    queryKey: ['jobs', 'saved'],
    queryFn: ({ signal }) => apiRequest<{ jobs: Job[] }>('/api/saved-jobs', { signal }),
  });
}

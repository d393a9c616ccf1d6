import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Job, JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';
import { jobQueryKey } from '../../../lib/query-keys';

export const jobsQueryKey = (search: string) => ['jobs', search] as const;

/** One page of the server's search; the previous page stays on screen while the next loads. */
export function useJobSearch(search: string) {
  return useQuery({
    queryKey: jobsQueryKey(search),
    queryFn: ({ signal }) => apiRequest<JobSearchResponse>(`/api/jobs?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJob(id: string) {
  return useQuery({
    queryKey: jobQueryKey(id),
    queryFn: ({ signal }) => apiRequest<Job>(`/api/jobs/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useSavedJobs() {
  return useQuery({
    queryKey: ['jobs', 'saved'],
    queryFn: ({ signal }) => apiRequest<{ jobs: Job[] }>('/api/saved-jobs', { signal }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Job, JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';

export const jobsQueryKey = (search: string) => ['jobs', search] as const;
export const jobQueryKey = (id: string) => ['job', id] as const;

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

/** The star: flips at once on screen, and back if the server refuses. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  const setSaved = (id: string, isSaved: boolean) => {
    queryClient.setQueriesData<JobSearchResponse>({ queryKey: ['jobs'] }, (page) =>
      page && 'jobs' in page && 'total' in page
        ? { ...page, jobs: page.jobs.map((job) => (job.id === id ? { ...job, isSaved } : job)) }
        : page,
    );
    queryClient.setQueryData<Job>(jobQueryKey(id), (job) => (job ? { ...job, isSaved } : job));
  };
  return useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }) =>
      apiRequest(`/api/saved-jobs/${encodeURIComponent(id)}`, { method: save ? 'PUT' : 'DELETE' }),
    onMutate: ({ id, save }) => setSaved(id, save),
    onError: (_error, { id, save }) => setSaved(id, !save),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs', 'saved'] }),
  });
}

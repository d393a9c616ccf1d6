import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { Job, JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { apiCall } from './api-client';
import { jobQueryKey, jobSearchesQueryKey, recommendationsQueryKey, savedJobsQueryKey } from './query-keys';
import type { RecommendationsPage } from './recommendations-page';

type RecommendationsData = RecommendationsPage | InfiniteData<RecommendationsPage>;

/** The star: flips at once wherever the job is on screen, and back if the server refuses. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  const setSaved = (id: string, isSaved: boolean) => {
    // Under ['jobs'] are the searches and also a job's related jobs, which hold no list of jobs.
    queryClient.setQueriesData<JobSearchResponse>({ queryKey: jobSearchesQueryKey }, (page) =>
      page && Array.isArray(page.jobs)
        ? { ...page, jobs: page.jobs.map((job) => (job.id === id ? { ...job, isSaved } : job)) }
        : page,
    );
    queryClient.setQueryData<Job>(jobQueryKey(id), (job) => (job ? { ...job, isSaved } : job));
    const markPage = (page: RecommendationsPage): RecommendationsPage => ({
      ...page,
      items: page.items.map((item) =>
        item.jobDetails.id === id ? { ...item, jobDetails: { ...item.jobDetails, isSaved } } : item,
      ),
    });
    queryClient.setQueriesData<RecommendationsData>({ queryKey: recommendationsQueryKey }, (data) => {
      if (!data) return data;
      if ('pages' in data) return { ...data, pages: data.pages.map(markPage) };
      return 'items' in data ? markPage(data) : data;
    });
  };
  return useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }) =>
      apiCall(save ? api.saveJob : api.unsaveJob, { params: { id } }),
    onMutate: ({ id, save }) => setSaved(id, save),
    onError: (_error, { id, save }) => setSaved(id, !save),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedJobsQueryKey }),
  });
}

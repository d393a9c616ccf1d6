import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { QueryOf } from '@skillmatch/shared/api/api-route';
import { apiQuery } from '../../../lib/api-query';
import {
  jobQueryKey,
  jobSearchQueryKey,
  relatedJobsQueryKey,
  savedJobsQueryKey,
} from '../../../lib/query-keys';

/** GET /api/jobs?<query>: one page of the server's search. */
export const jobSearchQuery = (query: QueryOf<typeof api.searchJobs>) =>
  apiQuery(jobSearchQueryKey(query), api.searchJobs, { query });

/** GET /api/jobs/:id. */
export const jobQuery = (id: string) => apiQuery(jobQueryKey(id), api.getJob, { params: { id } });

/** GET /api/jobs/:id/related: the job page's employer section and similar jobs. */
export const relatedJobsQuery = (id: string) =>
  apiQuery(relatedJobsQueryKey(id), api.getRelatedJobs, { params: { id } });

/** One page of the server's search; the previous page stays on screen while the next loads. */
export function useJobSearch(query: QueryOf<typeof api.searchJobs>) {
  return useQuery({ ...jobSearchQuery(query), placeholderData: keepPreviousData });
}

export function useJob(id: string) {
  return useQuery(jobQuery(id));
}

export function useSavedJobs() {
  return useQuery(apiQuery(savedJobsQueryKey, api.listSavedJobs));
}

export function useRelatedJobs(id: string) {
  return useQuery(relatedJobsQuery(id));
}

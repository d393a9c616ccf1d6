import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-query-keys';

export const ADMIN_JOBS_PAGE_SIZE = 20;

/**
 * Every job, active or closed, newest first, searched on the server (title, company, location; the
 * server also matches skills), one page at a time. The previous page stays on screen while the next loads.
 */
export function useAdminJobs({ q, page }: { q: string; page: number }) {
  const params = { q: q.trim(), page, pageSize: ADMIN_JOBS_PAGE_SIZE };
  return useQuery({
    queryKey: jobKeys.adminList(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ status: 'all', sort: 'newest' });
      if (params.q) search.set('q', params.q);
      search.set('page', String(params.page));
      search.set('pageSize', String(params.pageSize));
      return apiRequest<JobSearchResponse>(`/api/jobs?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiQuery } from '../../../lib/api-query';
import { adminJobsQueryKey } from '../../../lib/query-keys';

export const ADMIN_JOBS_PAGE_SIZE = 20;

/**
 * Every job, active or closed, newest first, searched on the server (title, company, location; the
 * server also matches skills), one page at a time. The previous page stays on screen while the next loads.
 */
export function useAdminJobs({ q, page }: { q: string; page: number }) {
  const query = { status: 'all', sort: 'newest', q: q.trim(), page, pageSize: ADMIN_JOBS_PAGE_SIZE };
  return useQuery({
    ...apiQuery(adminJobsQueryKey(query), api.searchJobs, { query }),
    placeholderData: keepPreviousData,
  });
}

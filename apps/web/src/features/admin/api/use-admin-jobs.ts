import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiQuery } from '../../../lib/api-query';
import { adminJobsQueryKey } from '../../../lib/query-keys';

export const ADMIN_JOBS_PAGE_SIZE = 20;

/**
 * The jobs in the viewer's scope (every job for the operator, the current company's for its team, the
 * assigned ones for an interviewer), active or closed, newest first, searched on the server (title,
 * company, location, skills), one page at a time. The previous page stays on screen while the next loads.
 */
export function useAdminJobs({ q, page }: { q: string; page: number }) {
  const query = { status: 'all', q: q.trim(), page, pageSize: ADMIN_JOBS_PAGE_SIZE } as const;
  return useQuery({
    ...apiQuery(adminJobsQueryKey(query), api.listBackOfficeJobs, { query }),
    placeholderData: keepPreviousData,
  });
}

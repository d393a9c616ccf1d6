import { useQuery } from '@tanstack/react-query';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-query-keys';

/** One job, as the edit form needs it (closed jobs too: the caller is an administrator). */
export function useJob(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: jobKeys.one(id),
    queryFn: ({ signal }) => apiRequest<Job>(`/api/jobs/${encodeURIComponent(id)}`, { signal }),
    enabled,
  });
}

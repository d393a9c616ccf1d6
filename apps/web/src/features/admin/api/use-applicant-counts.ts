import { useQuery } from '@tanstack/react-query';
import type { ApplicantCounts } from '@skillmatch/shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

/** Applicants per job for one page of the jobs table: one call for the page, a map by job id. */
export function useApplicantCounts(jobIds: readonly string[]) {
  return useQuery({
    queryKey: adminKeys.applicantCounts(jobIds),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams(jobIds.map((id) => ['jobId', id]));
      return apiRequest<{ counts: ApplicantCounts[] }>(`/api/admin/jobs/applicants?${search}`, { signal });
    },
    enabled: jobIds.length > 0,
    select: (data) => new Map(data.counts.map((count) => [count.jobId, count])),
  });
}

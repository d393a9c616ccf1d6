import { useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiQuery } from '../../../lib/api-query';
import { applicantCountsQueryKey } from '../../../lib/query-keys';

/** Applicants per job for one page of the jobs table: one call for the page, a map by job id. */
export function useApplicantCounts(jobIds: readonly string[]) {
  return useQuery({
    ...apiQuery(applicantCountsQueryKey(jobIds), api.countApplicants, { query: { jobId: [...jobIds] } }),
    enabled: jobIds.length > 0,
    select: (data) => new Map(data.counts.map((count) => [count.jobId, count])),
  });
}

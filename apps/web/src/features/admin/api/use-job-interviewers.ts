import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { JobInterviewers } from '@skillmatch/shared/schemas/back-office';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { jobInterviewersQueryKey } from '../../../lib/query-keys';

/** Who interviews for the job, and its company's team to choose from. */
export function useJobInterviewers(jobId: string, enabled = true) {
  return useQuery({
    ...apiQuery(jobInterviewersQueryKey(jobId), api.getJobInterviewers, { params: { id: jobId } }),
    enabled,
  });
}

/** Sets the job's interviewers (the whole list); the answer is the new list. */
export function useSetJobInterviewers(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      apiCall(api.setJobInterviewers, { params: { id: jobId }, body: { userIds } }),
    onSuccess: (answer: JobInterviewers) => queryClient.setQueryData(jobInterviewersQueryKey(jobId), answer),
  });
}

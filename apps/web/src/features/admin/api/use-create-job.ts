import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { CreateJob } from '@skillmatch/shared/schemas/jobs';
import { apiCall } from '../../../lib/api-client';
import { JOB_LIST_QUERY_KEYS, jobQueryKey } from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

/** POST /api/jobs, once per submission; every list of jobs is refreshed, and the new job is cached for its pages. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (job: Partial<CreateJob>) =>
      apiCall(api.createJob, { body: job, idempotencyKey: submission.current() }),
    onSuccess: async (job) => {
      submission.succeeded();
      queryClient.setQueryData(jobQueryKey(job.id), job);
      await Promise.all(JOB_LIST_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import {
  applicationsQueryKey,
  applyingQueryKey,
  recommendationsQueryKey,
  usersQueryKey,
} from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

/**
 * GET /api/jobs/:id/applying: the applicant count and the viewer's own application. The job page names
 * it in its `pageQueries`, so a person who applied never sees Apply Now before "already applied".
 */
export const applyingQuery = (jobId: string) =>
  apiQuery(applyingQueryKey(jobId), api.getApplying, { params: { id: jobId } });

export function useApplying(jobId: string) {
  return useQuery(applyingQuery(jobId));
}

/** POST /api/applications, once per submission; then the panel, the dashboard and the user record read again. */
export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (motivation: string) =>
      apiCall(api.apply, { body: { jobId, motivation }, idempotencyKey: submission.current() }),
    onSuccess: async () => {
      submission.succeeded();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: recommendationsQueryKey }),
      ]);
    },
  });
}

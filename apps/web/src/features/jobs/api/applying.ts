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

/**
 * GET /api/jobs/:id/applying: the applicant count and the viewer's own application. The job page names
 * it in its `pageQueries`, so a person who applied never sees Apply Now before "already applied".
 */
export const applyingQuery = (jobId: string) =>
  apiQuery(applyingQueryKey(jobId), api.getApplying, { params: { id: jobId } });

export function useApplying(jobId: string) {
  return useQuery(applyingQuery(jobId));
}

/** POST /api/applications; then the panel, the dashboard and the user record read again. */
export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (motivation: string) => apiCall(api.apply, { body: { jobId, motivation } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: recommendationsQueryKey }),
      ]);
    },
  });
}

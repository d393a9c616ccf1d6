import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { UpdateJob } from '@skillmatch/shared/schemas/jobs';
import { apiCall } from '../../../lib/api-client';
import { JOB_LIST_QUERY_KEYS, jobQueryKey } from '../../../lib/query-keys';

/** PATCH /api/jobs/:id: any fields, or just `{ status }` to close or reopen a listing. */
export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateJob) => apiCall(api.updateJob, { params: { id }, body: changes }),
    onSuccess: async (job) => {
      // The answer is the job as it now is: show it at once, then let every copy refresh.
      queryClient.setQueryData(jobQueryKey(id), job);
      await Promise.all([
        ...JOB_LIST_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        queryClient.invalidateQueries({ queryKey: jobQueryKey(id) }),
      ]);
    },
  });
}

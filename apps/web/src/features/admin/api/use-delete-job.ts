import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { JOB_LIST_QUERY_KEYS, jobQueryKey } from '../../../lib/query-keys';

/** DELETE /api/jobs/:id. Lists refresh; the job's own cache is marked stale without asking again (it is gone). */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(api.deleteJob, { params: { id } }),
    onSuccess: async (_result, id) => {
      await Promise.all([
        ...JOB_LIST_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        queryClient.invalidateQueries({ queryKey: jobQueryKey(id), refetchType: 'none' }),
      ]);
    },
  });
}

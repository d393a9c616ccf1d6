import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, UpdateJob } from '@skillmatch/shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-query-keys';

/** PATCH /api/jobs/:id: any fields, or just `{ status }` to close or reopen a listing. */
export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateJob) =>
      apiRequest<Job>(`/api/jobs/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
    onSuccess: async (job) => {
      // The answer is the job as it now is: show it at once, then let every copy refresh.
      queryClient.setQueryData(jobKeys.one(id), job);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
        queryClient.invalidateQueries({ queryKey: jobKeys.one(id) }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJob, Job } from '@skillmatch/shared/schemas/jobs';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-query-keys';

/** POST /api/jobs; every list of jobs is refreshed, and the new job is cached for its pages. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: Partial<CreateJob>) => apiRequest<Job>('/api/jobs', { method: 'POST', body: job }),
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKeys.one(job.id), job);
      await queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application, Applying } from '@skillmatch/shared/schemas/applications';
import { apiRequest } from '../../../lib/api-client';

const applyingQueryKey = (jobId: string) => ['applications', 'job', jobId] as const;

/** GET /api/jobs/:id/applying: the applicant count and the viewer's own application. */
export function useApplying(jobId: string) {
  return useQuery({
    queryKey: applyingQueryKey(jobId),
    queryFn: ({ signal }) =>
      apiRequest<Applying>(`/api/jobs/${encodeURIComponent(jobId)}/applying`, { signal }),
  });
}

/** POST /api/applications; then the panel, the dashboard and the user record read again. */
export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (motivation: string) =>
      apiRequest<Application>('/api/applications', { method: 'POST', body: { jobId, motivation } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
        queryClient.invalidateQueries({ queryKey: ['recommendations'] }),
      ]);
    },
  });
}

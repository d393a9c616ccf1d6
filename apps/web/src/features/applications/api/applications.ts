import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@skillmatch/shared/schemas/applications';
import { apiRequest } from '../../../lib/api-client';

export const myApplicationsQueryKey = ['applications', 'mine'] as const;

/** GET /api/applications: the signed-in person's applications, newest first. */
export function useMyApplications() {
  return useQuery({
    queryKey: myApplicationsQueryKey,
    queryFn: ({ signal }) => apiRequest<Application[]>('/api/applications', { signal }),
  });
}

/** POST /api/applications/:id/withdraw. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Application>(`/api/applications/${encodeURIComponent(id)}/withdraw`, { method: 'POST' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
      ]);
    },
  });
}

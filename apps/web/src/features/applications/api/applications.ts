import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@skillmatch/shared/schemas/applications';
import type { OwnStory } from '@skillmatch/shared/schemas/stories';
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

export const myStoriesQueryKey = ['stories', 'mine'] as const;

/** GET /api/stories/mine: the success stories shared so far, asked for only when an application reached Offer. */
export function useMyStories(enabled: boolean) {
  return useQuery({
    queryKey: myStoriesQueryKey,
    queryFn: ({ signal }) => apiRequest<OwnStory[]>('/api/stories/mine', { signal }),
    enabled,
  });
}

/** POST /api/applications/:id/story. */
export function useShareStory(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: string) =>
      apiRequest<OwnStory>(`/api/applications/${encodeURIComponent(applicationId)}/story`, {
        method: 'POST',
        body: { story },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myStoriesQueryKey }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStory, OwnStory } from '@skillmatch/shared/schemas/stories';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

/** GET /api/admin/stories: the waiting success stories first. */
export function useSuccessStories() {
  return useQuery({
    queryKey: adminKeys.stories,
    queryFn: ({ signal }) => apiRequest<AdminStory[]>('/api/admin/stories', { signal }),
  });
}

/** PATCH /api/admin/stories/:id: show a story on the home page, or turn it down. */
export function useReviewStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
      apiRequest<OwnStory>(`/api/admin/stories/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.stories }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity }),
        queryClient.invalidateQueries({ queryKey: ['success-stories'] }),
      ]),
  });
}

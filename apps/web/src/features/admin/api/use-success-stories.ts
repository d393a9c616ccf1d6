import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { adminActivityQueryKey, adminStoriesQueryKey, successStoriesQueryKey } from '../../../lib/query-keys';

/** GET /api/admin/stories: the waiting success stories first. */
export function useSuccessStories() {
  return useQuery(apiQuery(adminStoriesQueryKey, api.listStoriesToReview));
}

/** PATCH /api/admin/stories/:id: show a story on the home page, or turn it down. */
export function useReviewStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
      apiCall(api.reviewStory, { params: { id }, body: { status } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStoriesQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminActivityQueryKey }),
        queryClient.invalidateQueries({ queryKey: successStoriesQueryKey }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { CreateSavedSearch } from '@skillmatch/shared/schemas/saved-searches';
import { apiCall } from '../../../lib/api-client';
import { savedSearchesQueryKey } from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

/** POST /api/saved-searches, once per submission; then the profile's list of alerts reads again. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: CreateSavedSearch) =>
      apiCall(api.createSavedSearch, { body, idempotencyKey: submission.current() }),
    onSuccess: async () => {
      submission.succeeded();
      await queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiUrl } from '@skillmatch/shared/api/api-route';
import { apiCall } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/query-keys';

/** Where the signed-in person's resume downloads from (the session decides whose). */
export const resumeDownloadPath = apiUrl(api.getMyResume, {});

/** PUT /api/me/resume (a PDF, multipart): uploads or replaces the resume. */
export function useUploadResume(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiCall(api.uploadMyResume, { body: form });
    },
    onSuccess: ({ user }) => queryClient.setQueryData(userQueryKey(email), user),
  });
}

/** DELETE /api/me/resume. */
export function useDeleteResume(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(api.deleteMyResume, {}),
    onSuccess: ({ user }) => queryClient.setQueryData(userQueryKey(email), user),
  });
}

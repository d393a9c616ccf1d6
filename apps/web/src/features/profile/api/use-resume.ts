import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiUrl } from '@skillmatch/shared/api/api-route';
import { apiCall } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/query-keys';

/** Where the signed-in person's resume downloads from. */
export const resumeDownloadPath = (email: string) => apiUrl(api.getResume, { params: { email } });

/** PUT /api/user/:email/resume (a PDF, multipart): uploads or replaces the resume. */
export function useUploadResume(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiCall(api.uploadResume, { params: { email }, body: form });
    },
    onSuccess: ({ user }) => queryClient.setQueryData(userQueryKey(email), user),
  });
}

/** DELETE /api/user/:email/resume. */
export function useDeleteResume(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(api.deleteResume, { params: { email } }),
    onSuccess: ({ user }) => queryClient.setQueryData(userQueryKey(email), user),
  });
}

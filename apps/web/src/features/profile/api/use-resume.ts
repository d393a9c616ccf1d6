import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DbUser } from '@skillmatch/shared/schemas/user';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/query-keys';

const resumePath = (email: string) => `/api/user/${encodeURIComponent(email)}/resume`;

/** Where the signed-in person's resume downloads from. */
export const resumeDownloadPath = resumePath;

/** PUT /api/user/:email/resume (a PDF, multipart): uploads or replaces the resume. */
export function useUploadResume(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<{ success: true; user: DbUser }>(resumePath(email), { method: 'PUT', body: form });
    },
    onSuccess: ({ user }) => queryClient.setQueryData(userQueryKey(email), user),
  });
}

/** DELETE /api/user/:email/resume. */
export function useDeleteResume(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ success: true; user: DbUser }>(resumePath(email), { method: 'DELETE' }),
    onSuccess: ({ user }) => queryClient.setQueryData(userQueryKey(email), user),
  });
}

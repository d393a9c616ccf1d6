import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@skillmatch/shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact. */
export function useSendContact() {
  return useMutation({
    mutationFn: (message: ContactRequest) =>
      apiRequest<{ received: true }>('/api/contact', { method: 'POST', body: message }),
  });
}

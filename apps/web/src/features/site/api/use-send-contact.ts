import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@skillmatch/shared/schemas/contact';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';

/** POST /api/contact. */
export function useSendContact() {
  return useMutation({
    mutationFn: (message: ContactRequest) => apiCall(api.sendContactMessage, { body: message }),
  });
}

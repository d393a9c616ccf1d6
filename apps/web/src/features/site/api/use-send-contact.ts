import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@skillmatch/shared/schemas/contact';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { useSubmissionKey } from '../../../lib/submission-key';

/** POST /api/contact, once per submission. */
export function useSendContact() {
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (message: ContactRequest) =>
      apiCall(api.sendContactMessage, { body: message, idempotencyKey: submission.current() }),
    onSuccess: () => submission.succeeded(),
  });
}

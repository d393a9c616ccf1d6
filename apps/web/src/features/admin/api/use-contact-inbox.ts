import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { ContactReplyRequest } from '@skillmatch/shared/schemas/contact';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import {
  adminInboxListQueryKey,
  adminInboxMessageQueryKey,
  adminInboxQueryKey,
} from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

export interface ContactInboxParams {
  show: 'all' | 'unanswered';
  page: number;
}

/** One page of the inbox; the previous page stays on screen while the next loads. */
export function useContactInbox(params: ContactInboxParams) {
  return useQuery({
    ...apiQuery(adminInboxListQueryKey(params), api.listContactMessages, { query: params }),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessage(id: string) {
  return useQuery(apiQuery(adminInboxMessageQueryKey(id), api.getContactMessage, { params: { id } }));
}

/** POST a reply, once per submission; the message's page shows the answer, and the inbox refreshes. */
export function useReplyToContactMessage(id: string) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (reply: ContactReplyRequest) =>
      apiCall(api.replyToContactMessage, {
        params: { id },
        body: reply,
        idempotencyKey: submission.current(),
      }),
    onSuccess: async (message) => {
      submission.succeeded();
      queryClient.setQueryData(adminInboxMessageQueryKey(id), message);
      await queryClient.invalidateQueries({ queryKey: adminInboxQueryKey });
    },
  });
}

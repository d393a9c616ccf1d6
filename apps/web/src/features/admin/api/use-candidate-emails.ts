import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { EmailTemplateKind } from '@skillmatch/shared/email-templates';
import type { SendCandidateEmail } from '@skillmatch/shared/schemas/email-templates';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { adminQueryKey, emailDraftQueryKey, teamCandidateEmailsQueryKey } from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

/** GET /api/applications/:id/emails: the conversation, scheduled and cancelled emails too. */
export function useTeamCandidateEmails(id: string) {
  return useQuery(apiQuery(teamCandidateEmailsQueryKey(id), api.listCandidateEmails, { params: { id } }));
}

/** GET /api/applications/:id/emails/draft: the template a move proposes, filled in. */
export function useEmailDraft(id: string, kind: EmailTemplateKind) {
  return useQuery({
    ...apiQuery(emailDraftQueryKey(id, kind), api.candidateEmailDraft, { params: { id }, query: { kind } }),
    // The draft is read once per proposal: a refetch would not replace what the recruiter is editing.
    staleTime: Infinity,
  });
}

/** POST /api/applications/:id/emails, once per submission. */
export function useSendCandidateEmail(id: string) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (email: Omit<SendCandidateEmail, 'kind' | 'delayMinutes'> & Partial<SendCandidateEmail>) =>
      apiCall(api.sendCandidateEmail, { params: { id }, body: email, idempotencyKey: submission.current() }),
    onSuccess: () => {
      submission.succeeded();
      return queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}

/** DELETE /api/applications/:id/emails/:emailId: a scheduled email taken back. */
export function useCancelCandidateEmail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailId: string) => apiCall(api.cancelCandidateEmail, { params: { id, emailId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamCandidateEmailsQueryKey(id) }),
  });
}

/**
 * The same email to several applicants (after a bulk move): one POST /api/applications/:id/emails each,
 * in turn, the server filling in each one's variables. Each carries its own key made from the
 * submission's, so a retry after a failure halfway sends only to those not reached yet.
 */
export function useSendCandidateEmails() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: async ({
      applicationIds,
      email,
    }: {
      applicationIds: string[];
      email: SendCandidateEmail;
    }) => {
      const key = submission.current();
      for (const id of applicationIds)
        await apiCall(api.sendCandidateEmail, {
          params: { id },
          body: email,
          idempotencyKey: `${key}-${id}`,
        });
      return applicationIds.length;
    },
    onSuccess: () => {
      submission.succeeded();
      return queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { CompanyRole } from '@skillmatch/shared/constants';
import type { CreateCompanyRequest } from '@skillmatch/shared/schemas/hiring-team';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import {
  adminQueryKey,
  hiringTeamQueryKey,
  hiringTeamsQueryKey,
  invitationQueryKey,
  myCompaniesQueryKey,
  scorecardItemsQueryKey,
  sessionQueryKey,
} from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

export const myCompaniesQuery = apiQuery(myCompaniesQueryKey, api.getMyCompanies);

export const useMyCompanies = (enabled = true) => useQuery({ ...myCompaniesQuery, enabled });

export const useHiringTeam = (companyId: string | null) =>
  useQuery({
    ...apiQuery(hiringTeamQueryKey(companyId ?? ''), api.getHiringTeam, { params: { id: companyId ?? '' } }),
    enabled: companyId !== null,
  });

export const useInvitation = (token: string, viewerId: string | null, enabled: boolean) =>
  useQuery({
    ...apiQuery(invitationQueryKey(token, viewerId), api.getInvitation, { params: { token } }),
    retry: false,
    enabled,
  });

/** A change to a team: the back office's answers are refreshed (the team, the company worked in). */
function useTeamChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiringTeamsQueryKey }),
  });
}

/** POST /api/companies, once per submission: the new company is the one its creator works in. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: CreateCompanyRequest) =>
      apiCall(api.createCompany, { body, idempotencyKey: submission.current() }),
    onSuccess: async () => {
      submission.succeeded();
      await queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}

export function useInvite(companyId: string) {
  const submission = useSubmissionKey();
  const change = useTeamChange((body: { email: string; role: CompanyRole }) =>
    apiCall(api.inviteToTeam, { params: { id: companyId }, body, idempotencyKey: submission.current() }),
  );
  return { ...change, succeeded: submission.succeeded };
}

export const useChangeRole = (companyId: string) =>
  useTeamChange(({ userId, role }: { userId: string; role: CompanyRole }) =>
    apiCall(api.changeMemberRole, { params: { id: companyId, userId }, body: { role } }),
  );

export const useRemoveMember = (companyId: string) =>
  useTeamChange((userId: string) => apiCall(api.removeMember, { params: { id: companyId, userId } }));

export const useResendInvitation = (companyId: string) =>
  useTeamChange((invitationId: string) =>
    apiCall(api.resendInvitation, { params: { id: companyId, invitationId } }),
  );

export const useRevokeInvitation = (companyId: string) =>
  useTeamChange((invitationId: string) =>
    apiCall(api.revokeInvitation, { params: { id: companyId, invitationId } }),
  );

/** Joining: the person's back office now includes the company. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(api.acceptInvitation, { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

/** An employer's account, by email and password, as the register page makes one; the session follows. */
export function useEmployerSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string; password: string }) =>
      apiCall(api.signUpWithEmail, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** GET /api/interviews/attributes: the company's own scorecard items. */
export const useScorecardItems = () => useQuery(apiQuery(scorecardItemsQueryKey, api.scorecardAttributes));

/** PUT /api/interviews/attributes. */
export function useSaveScorecardItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: string[]) => apiCall(api.setScorecardAttributes, { body: { attributes } }),
    onSuccess: (saved) => queryClient.setQueryData(scorecardItemsQueryKey, saved),
  });
}

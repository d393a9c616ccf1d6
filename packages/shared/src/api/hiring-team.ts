import type {
  AcceptedInvitation,
  CreateCompanyRequest,
  CreatedCompany,
  HiringTeam,
  InvitationView,
  InviteRequest,
  TeamMember,
  WaitingInvitation,
} from '../schemas/hiring-team';
import type { CompanyRole } from '../constants';
import { route } from './api-route';

/* /api/companies (creating one, its hiring team and invitations) and /api/invitations/:token. */

type CompanyId = { id: string };

export const createCompany = route<{ body: CreateCompanyRequest; response: CreatedCompany }>(
  'POST',
  '/api/companies',
);

export const getHiringTeam = route<{ params: CompanyId; response: HiringTeam }>(
  'GET',
  '/api/companies/:id/members',
);

export const changeMemberRole = route<{
  params: CompanyId & { userId: string };
  body: { role: CompanyRole };
  response: TeamMember;
}>('PATCH', '/api/companies/:id/members/:userId');

export const removeMember = route<{ params: CompanyId & { userId: string }; response: { removed: true } }>(
  'DELETE',
  '/api/companies/:id/members/:userId',
);

export const inviteToTeam = route<{ params: CompanyId; body: InviteRequest; response: WaitingInvitation }>(
  'POST',
  '/api/companies/:id/invitations',
);

export const resendInvitation = route<{
  params: CompanyId & { invitationId: string };
  response: WaitingInvitation;
}>('POST', '/api/companies/:id/invitations/:invitationId/resend');

export const revokeInvitation = route<{
  params: CompanyId & { invitationId: string };
  response: { revoked: true };
}>('DELETE', '/api/companies/:id/invitations/:invitationId');

export const getInvitation = route<{ params: { token: string }; response: InvitationView }>(
  'GET',
  '/api/invitations/:token',
);

export const acceptInvitation = route<{ params: { token: string }; response: AcceptedInvitation }>(
  'POST',
  '/api/invitations/:token/accept',
);

import { z } from 'zod';
import {
  changeRoleSchema,
  companyIdParamsSchema,
  createCompanySchema,
  createdCompanySchema,
  hiringTeamSchema,
  invitationParamsSchema,
  inviteSchema,
  memberParamsSchema,
  teamMemberSchema,
  waitingInvitationSchema,
} from '@skillmatch/shared/schemas/hiring-team';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { changeMemberRole } from './change-member-role';
import { createCompany } from './create-company';
import { hiringTeam } from './hiring-team';
import { inviteToTeam, resendInvitation, revokeInvitation } from './invite-to-team';
import { removeMember } from './remove-member';

const errors = errorAnswers(400, 401, 403, 404, 409);

/**
 * /api/companies: creating a company, and its hiring team: members, roles and invitations. Whoever is
 * not on the team gets 404 for all of it; members without the role, 403 (`team-lock.ts`).
 */
export async function teamRoutes(app: App) {
  app.post(
    '',
    {
      config: { access: 'signedIn', idempotent: true },
      schema: {
        tags: ['hiring team'],
        summary: 'Create a company: you become its owner and work in it',
        body: createCompanySchema,
        response: { 201: createdCompanySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCompany(app, { viewer: request.viewer, input: request.body })),
  );

  app.get(
    '/:id/members',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['hiring team'],
        summary: 'The hiring team: members and (for owners) waiting invitations',
        params: companyIdParamsSchema,
        response: { 200: hiringTeamSchema, ...errors },
      },
    },
    async (request) => hiringTeam(app, { viewer: request.viewer, companyId: request.params.id }),
  );

  app.patch(
    '/:id/members/:userId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['hiring team'],
        summary: 'Change a member’s role (owners); the last owner stays an owner',
        params: memberParamsSchema,
        body: changeRoleSchema,
        response: { 200: teamMemberSchema, ...errors },
      },
    },
    async (request) =>
      changeMemberRole(app, {
        viewer: request.viewer,
        companyId: request.params.id,
        userId: request.params.userId,
        role: request.body.role,
      }),
  );

  app.delete(
    '/:id/members/:userId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['hiring team'],
        summary: 'Remove a member (owners), or leave the team yourself; the last owner cannot leave',
        params: memberParamsSchema,
        response: { 200: z.object({ removed: z.literal(true) }), ...errors },
      },
    },
    async (request) =>
      removeMember(app, {
        viewer: request.viewer,
        companyId: request.params.id,
        userId: request.params.userId,
      }),
  );

  app.post(
    '/:id/invitations',
    {
      config: { access: 'signedIn', idempotent: true },
      schema: {
        tags: ['hiring team'],
        summary: 'Invite someone by email (owners); an address already invited gets its invitation again',
        params: companyIdParamsSchema,
        body: inviteSchema,
        response: { 201: waitingInvitationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await inviteToTeam(app, {
          viewer: request.viewer,
          companyId: request.params.id,
          email: request.body.email,
          role: request.body.role,
        }),
      ),
  );

  app.post(
    '/:id/invitations/:invitationId/resend',
    {
      config: { access: 'signedIn', idempotent: true },
      schema: {
        tags: ['hiring team'],
        summary: 'Send an invitation again with a new link (the old link stops working)',
        params: invitationParamsSchema,
        response: { 200: waitingInvitationSchema, ...errors },
      },
    },
    async (request) =>
      resendInvitation(app, {
        viewer: request.viewer,
        companyId: request.params.id,
        invitationId: request.params.invitationId,
      }),
  );

  app.delete(
    '/:id/invitations/:invitationId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['hiring team'],
        summary: 'Withdraw an invitation: its link stops working',
        params: invitationParamsSchema,
        response: { 200: z.object({ revoked: z.literal(true) }), ...errors },
      },
    },
    async (request) =>
      revokeInvitation(app, {
        viewer: request.viewer,
        companyId: request.params.id,
        invitationId: request.params.invitationId,
      }),
  );
}

import {
  acceptedInvitationSchema,
  invitationTokenParamsSchema,
  invitationViewSchema,
} from '@skillmatch/shared/schemas/hiring-team';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { acceptInvitation, invitationByToken } from './accept-invitation';

const errors = errorAnswers(400, 401, 403, 404);

/**
 * /api/invitations/:token: an invitation to a hiring team, by its emailed link. The link is the secret:
 * whoever holds it sees the company, role and invited address; only the invited address's account can
 * accept it. A link that cannot be accepted (unknown, used, withdrawn, expired) is a 404 saying which.
 */
export async function invitationsRoutes(app: App) {
  app.get(
    '/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['hiring team'],
        summary: 'What an invitation link offers, and whether the signed-in account may accept it',
        params: invitationTokenParamsSchema,
        response: { 200: invitationViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return invitationByToken(app, { token: request.params.token, viewer: request.session?.user ?? null });
    },
  );

  app.post(
    '/:token/accept',
    {
      config: { access: 'signedIn', idempotent: true },
      schema: {
        tags: ['hiring team'],
        summary: 'Accept an invitation, signed in with the address it was sent to',
        params: invitationTokenParamsSchema,
        response: { 200: acceptedInvitationSchema, ...errors },
      },
    },
    async (request) => acceptInvitation(app, { token: request.params.token, viewer: request.viewer }),
  );
}

import { z } from 'zod';
import { applicationIdParamsSchema } from '@skillmatch/shared/schemas/applications';
import {
  candidateEmailParamsSchema,
  candidateEmailSchema,
  emailDraftQuerySchema,
  emailDraftSchema,
  sendCandidateEmailSchema,
} from '@skillmatch/shared/schemas/email-templates';
import type { App } from '../../app-types';
import { scopeOf } from '../../access/back-office';
import { errorAnswers } from '../../errors';
import { cancelCandidateEmail, candidateEmailsOf, sendCandidateEmail } from './candidate-emails';
import { emailDraft } from './template-preview';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** /api/applications/:id/emails: the hiring team's emails to the candidate and the candidate's replies. */
export function candidateEmailRoutes(app: App) {
  app.post(
    '/:id/emails',
    {
      config: { access: 'backOffice', idempotent: true },
      schema: {
        tags: ['email-templates'],
        summary: 'Email the candidate (a template as you edited it), now or after a delay',
        description:
          'Variables are filled in with the application’s data when it is written. A delayed email is not sent if the application has left its current stage by then.',
        params: applicationIdParamsSchema,
        body: sendCandidateEmailSchema,
        response: { 201: candidateEmailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(app.db, request.viewer);
      const input = { scope, applicationId: request.params.id, request: request.body };
      return reply.code(201).send(await sendCandidateEmail(app, input));
    },
  );

  app.get(
    '/:id/emails/draft',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['email-templates'],
        summary:
          'The email a move proposes: the company’s template of that kind, filled in for this application',
        params: applicationIdParamsSchema,
        querystring: emailDraftQuerySchema,
        response: { 200: emailDraftSchema, ...errors },
      },
    },
    async (request) =>
      emailDraft(app, {
        scope: await scopeOf(app.db, request.viewer),
        applicationId: request.params.id,
        kind: request.query.kind,
      }),
  );

  app.get(
    '/:id/emails',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['email-templates'],
        summary: 'The application’s conversation: emails to the candidate and their replies, oldest first',
        description:
          'The candidate sees what was sent to them; the hiring team also sees scheduled and cancelled ones.',
        params: applicationIdParamsSchema,
        response: { 200: z.array(candidateEmailSchema), ...errors },
      },
    },
    async (request) =>
      candidateEmailsOf(app.db, { viewer: request.viewer, applicationId: request.params.id }),
  );

  app.delete(
    '/:id/emails/:emailId',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['email-templates'],
        summary: 'Cancel a scheduled email before it is sent',
        params: candidateEmailParamsSchema,
        response: { 200: candidateEmailSchema, ...errors },
      },
    },
    async (request) =>
      cancelCandidateEmail(app.db, {
        scope: await scopeOf(app.db, request.viewer),
        applicationId: request.params.id,
        emailId: request.params.emailId,
      }),
  );
}

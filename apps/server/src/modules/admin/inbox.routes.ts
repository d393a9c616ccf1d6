import {
  contactInboxQuerySchema,
  contactInboxSchema,
  contactMessageDetailSchema,
  contactMessageParamsSchema,
  contactReplyRequestSchema,
} from '@skillmatch/shared/schemas/contact';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { getContactMessage } from '../contact/get-contact-message';
import { listContactMessages } from '../contact/list-contact-messages';
import { replyToContactMessage } from '../contact/reply-to-contact-message';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** /api/admin/contact-messages: the inbox of Contact page messages, answered by email from the back office. */
export async function adminInboxRoutes(app: App) {
  app.get(
    '/contact-messages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Contact messages: unanswered first, newest first',
        querystring: contactInboxQuerySchema,
        response: { 200: contactInboxSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listContactMessages(app, request.query);
    },
  );

  app.get(
    '/contact-messages/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'A contact message in full, with its replies',
        params: contactMessageParamsSchema,
        response: { 200: contactMessageDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getContactMessage(app, { id: request.params.id });
    },
  );

  app.post(
    '/contact-messages/:id/replies',
    {
      config: { access: 'admin', idempotent: true },
      schema: {
        tags: ['admin'],
        summary: 'Reply to a contact message: emailed to its sender, and the message marked answered',
        params: contactMessageParamsSchema,
        body: contactReplyRequestSchema,
        response: { 201: contactMessageDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await replyToContactMessage(app, {
          actor: request.viewer,
          id: request.params.id,
          body: request.body.body,
        }),
      ),
  );
}

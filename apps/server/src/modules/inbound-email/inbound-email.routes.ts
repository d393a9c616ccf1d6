import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { inboundEmailSchema } from '@skillmatch/shared/schemas/email-templates';
import type { App } from '../../app-types';
import { errorAnswers, forbidden, notFound } from '../../errors';
import { receiveReply } from '../email-templates/inbound-replies';

const errors = errorAnswers(400, 403, 404);

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * /api/inbound-email: the webhook a mail relay calls with a candidate's reply (the JSON below), with
 * `Authorization: Bearer <INBOUND_EMAIL_SECRET>`. Without a secret configured it is open only while mail
 * goes to the development outbox (simulating a reply locally and in tests); with SMTP and no secret it
 * does not exist.
 */
export async function inboundEmailRoutes(app: App) {
  app.post(
    '',
    {
      config: { access: 'public' },
      schema: {
        tags: ['email-templates'],
        summary:
          'A candidate’s reply, handed over by the mail relay: it joins the application’s conversation',
        body: inboundEmailSchema,
        response: { 201: z.object({ applicationId: z.string(), emailId: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const secret = app.config.mail.inboundSecret;
      if (secret) {
        const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!sameSecret(given, secret)) throw forbidden('This relay is not allowed to hand over replies.');
      } else if (app.mailer.kind !== 'outbox') {
        throw notFound('Route');
      }
      return reply.code(201).send(await receiveReply(app, request.body, app.config.authSecret));
    },
  );
}

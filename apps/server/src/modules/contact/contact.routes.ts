import { z } from 'zod';
import { contactRequestSchema } from '@skillmatch/shared/schemas/contact';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import type { App } from '../../app-types';
import { sendContactMessage } from './send-contact-message';

/** /api/contact: the Contact page's form. */
export async function contactRoutes(app: App) {
  app.post(
    '',
    {
      config: { access: 'public', rateLimit: { name: 'contact', window: 60, max: 5 }, idempotent: true },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the SkillMatch team',
        body: contactRequestSchema,
        response: { 201: z.object({ received: z.literal(true) }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await sendContactMessage(app, request.body));
    },
  );
}

import { z } from 'zod';
import { contactMessages } from '@skillmatch/db/schema/contact-messages';
import { contactRequestSchema } from '@skillmatch/shared/schemas/contact';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import type { App } from '../../app-types';
import { enforceRateLimit } from '../../auth/rate-limit';

/** The Contact page's form: each message is stored for the team. */
export async function contactRoutes(app: App) {
  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the SkillMatch team',
        body: contactRequestSchema,
        response: { 201: z.object({ received: z.literal(true) }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(request, 'contact', { window: 60, max: 5 });
      await app.db.insert(contactMessages).values(request.body);
      return reply.code(201).send({ received: true as const });
    },
  );
}

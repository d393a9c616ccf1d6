import { subscribeRequestSchema, subscribeResponseSchema } from '@skillmatch/shared/schemas/newsletter';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import type { App } from '../../app-types';
import { subscribeToNewsletter } from './subscribe';

/** /api/newsletter: the job newsletter's sign-up. */
export async function newsletterRoutes(app: App) {
  app.post(
    '',
    {
      config: { access: 'public', rateLimit: { name: 'newsletter', window: 60, max: 5 } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the job newsletter',
        body: subscribeRequestSchema,
        response: { 200: subscribeResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      return subscribeToNewsletter(app, { email: request.body.email });
    },
  );
}

import { z } from 'zod';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { ownStorySchema } from '@skillmatch/shared/schemas/stories';
import type { App } from '../../app-types';
import { storiesOf } from './stories-of';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** /api/stories: a seeker's own success stories and where each stands. */
export async function storiesRoutes(app: App) {
  app.get(
    '/mine',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['applications'],
        summary: 'Your success stories and where each stands',
        response: { 200: z.array(ownStorySchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return storiesOf(app, { userId: request.viewer.id });
    },
  );
}

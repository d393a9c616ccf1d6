import { z } from 'zod';
import { ownStorySchema } from '@skillmatch/shared/schemas/stories';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { storiesOf } from './stories-of';

const errors = errorAnswers(400, 401, 403, 404, 409);

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

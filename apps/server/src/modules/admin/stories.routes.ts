import { z } from 'zod';
import {
  adminStorySchema,
  ownStorySchema,
  reviewStorySchema,
  storyIdParamsSchema,
} from '@skillmatch/shared/schemas/stories';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { reviewStory } from '../stories/review-story';
import { storiesToReview } from '../stories/stories-to-review';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** /api/admin/stories: administrators approve success stories for the landing page, or turn them down. */
export async function adminStoriesRoutes(app: App) {
  app.get(
    '/stories',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Success stories: the waiting ones first',
        response: { 200: z.array(adminStorySchema), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return storiesToReview(app);
    },
  );

  app.patch(
    '/stories/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve a success story for the landing page, or turn it down',
        params: storyIdParamsSchema,
        body: reviewStorySchema,
        response: { 200: ownStorySchema, ...errors },
      },
    },
    async (request) =>
      reviewStory(app, { actor: request.viewer, id: request.params.id, status: request.body.status }),
  );
}

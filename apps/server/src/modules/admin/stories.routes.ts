import { z } from 'zod';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import {
  adminStorySchema,
  ownStorySchema,
  reviewStorySchema,
  storyIdParamsSchema,
} from '@skillmatch/shared/schemas/stories';
import type { App } from '../../app-types';
import { reviewStory } from '../stories/review-story';
import { storiesToReview } from '../stories/stories-to-review';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

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
      reviewStory(app, { reviewer: request.viewer, id: request.params.id, status: request.body.status }),
  );
}

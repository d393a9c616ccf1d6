import { z } from 'zod';
import { applicationIdParamsSchema } from '@skillmatch/shared/schemas/applications';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import {
  adminStorySchema,
  ownStorySchema,
  publicStorySchema,
  reviewStorySchema,
  storyIdParamsSchema,
  submitStorySchema,
} from '@skillmatch/shared/schemas/stories';
import type { App } from '../../app-types';
import { approvedStories, reviewStory, storiesOf, storiesToReview, submitStory } from './stories';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Success stories: seekers whose application reached Offer tell theirs; administrators approve them. */
export async function storiesRoutes(app: App) {
  app.get(
    '/api/site/stories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'The newest approved success stories, for the landing page',
        response: { 200: z.array(publicStorySchema) },
      },
    },
    () => approvedStories(app.db),
  );

  app.post(
    '/api/applications/:id/story',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['applications'],
        summary: 'Share a success story about one of your applications that reached Offer',
        params: applicationIdParamsSchema,
        body: submitStorySchema,
        response: { 201: ownStorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const story = await submitStory(app.db, viewer, request.params.id, request.body.story);
      return reply.code(201).send(story);
    },
  );

  app.get(
    '/api/stories/mine',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['applications'],
        summary: 'Your success stories and where each stands',
        response: { 200: z.array(ownStorySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      reply.header('cache-control', 'no-store');
      return storiesOf(app.db, viewer.id);
    },
  );

  app.get(
    '/api/admin/stories',
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
      return storiesToReview(app.db);
    },
  );

  app.patch(
    '/api/admin/stories/:id',
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
    async (request) => {
      const admin = request.viewer;
      return reviewStory(app.db, admin, request.params.id, request.body.status);
    },
  );
}

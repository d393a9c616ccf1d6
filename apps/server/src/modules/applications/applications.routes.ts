import { z } from 'zod';
import {
  applicationIdParamsSchema,
  applicationSchema,
  applyRequestSchema,
  updateApplicationSchema,
} from '@skillmatch/shared/schemas/applications';
import { ownStorySchema, submitStorySchema } from '@skillmatch/shared/schemas/stories';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { scopeOf } from '../../access/back-office';
import { candidateEmailRoutes } from '../email-templates/candidate-emails.routes';
import { applicationTeamRoutes } from '../interviews/application-team.routes';
import { submitStory } from '../stories/submit-story';
import { apply } from './apply';
import { changeApplication } from './change-application';
import { myApplications } from './my-applications';
import { withdraw } from './withdraw';

const errors = errorAnswers(400, 401, 403, 404, 409);

/**
 * /api/applications: applying, following one's applications, withdrawing, telling a success story;
 * recruiters moving them along.
 */
export async function applicationsRoutes(app: App) {
  app.post(
    '',
    {
      config: { access: 'signedIn', idempotent: true },
      schema: {
        tags: ['applications'],
        summary: 'Apply for a job with a motivation (50 to 500 characters)',
        body: applyRequestSchema,
        response: { 201: applicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { jobId, motivation } = request.body;
      return reply.code(201).send(await apply(app, { applicant: request.viewer, jobId, motivation }));
    },
  );

  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['applications'],
        summary: 'Your applications, newest first',
        response: { 200: z.array(applicationSchema), ...errors },
      },
    },
    async (request) => myApplications(app, { viewerId: request.viewer.id }),
  );

  app.post(
    '/:id/withdraw',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['applications'],
        summary: 'Withdraw one of your applications',
        params: applicationIdParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => withdraw(app, { applicant: request.viewer, id: request.params.id }),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['applications'],
        summary: 'The job’s owners and recruiters: change an application’s status, next step or feedback',
        params: applicationIdParamsSchema,
        body: updateApplicationSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) =>
      changeApplication(app, {
        id: request.params.id,
        change: request.body,
        actor: request.viewer,
        scope: await scopeOf(app.db, request.viewer),
      }),
  );

  app.post(
    '/:id/story',
    {
      config: { access: 'signedIn', idempotent: true },
      schema: {
        tags: ['applications'],
        summary: 'Share a success story about one of your applications that reached Offer',
        params: applicationIdParamsSchema,
        body: submitStorySchema,
        response: { 201: ownStorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const input = { actor: request.viewer, applicationId: request.params.id, story: request.body.story };
      return reply.code(201).send(await submitStory(app, input));
    },
  );

  applicationTeamRoutes(app);
  candidateEmailRoutes(app);
}

import { z } from 'zod';
import {
  applicationIdParamsSchema,
  applicationSchema,
  applyingSchema,
  applyRequestSchema,
  specApplyRequestSchema,
  updateApplicationSchema,
} from '@skillmatch/shared/schemas/applications';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { jobIdParamsSchema } from '@skillmatch/shared/schemas/jobs';
import { userParamsSchema } from '@skillmatch/shared/schemas/user';
import type { App } from '../../app-types';
import { getJob } from '../jobs/manage-jobs';
import { applicationsOf, applyingTo, apply, presentApplication, withdraw } from './applications';
import { deliverNotices } from './deliver';
import { updateByRecruiter } from './move-applications';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Applying, following one's applications, withdrawing; recruiters moving them along. */
export async function applicationsRoutes(app: App) {
  app.patch(
    '/api/user/:email/apply',
    {
      config: { access: 'self' },
      schema: {
        tags: ['applications'],
        summary: 'Apply for a job (the spec’s call): only jobId and motivation are read',
        params: userParamsSchema,
        body: specApplyRequestSchema,
        response: { 200: z.object({ success: z.literal(true), application: applicationSchema }), ...errors },
      },
    },
    async (request) => {
      const { viewer } = request;
      const { jobId, motivation } = request.body.application;
      const { row, notices } = await apply(app.db, viewer, jobId, motivation);
      await deliverNotices(app, notices);
      return { success: true as const, application: presentApplication(row) };
    },
  );

  app.get(
    '/api/jobs/:id/applying',
    {
      config: { access: 'public' },
      schema: {
        tags: ['applications'],
        summary: 'How many applied for a job, and your own application to it',
        params: jobIdParamsSchema,
        response: { 200: applyingSchema, ...errors },
      },
    },
    async (request) => {
      const { session } = request;
      const job = await getJob(app.db, request.params.id);
      return applyingTo(app.db, job.id, session?.user.id);
    },
  );

  app.post(
    '/api/applications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['applications'],
        summary: 'Apply for a job with a motivation (50 to 500 characters)',
        body: applyRequestSchema,
        response: { 201: applicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const { jobId, motivation } = request.body;
      const { row, notices } = await apply(app.db, viewer, jobId, motivation);
      await deliverNotices(app, notices);
      return reply.code(201).send(presentApplication(row));
    },
  );

  app.get(
    '/api/applications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['applications'],
        summary: 'Your applications, newest first',
        response: { 200: z.array(applicationSchema), ...errors },
      },
    },
    async (request) => {
      const { viewer } = request;
      return (await applicationsOf(app.db, viewer.id)).map(presentApplication);
    },
  );

  app.post(
    '/api/applications/:id/withdraw',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['applications'],
        summary: 'Withdraw one of your applications',
        params: applicationIdParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => {
      const { viewer } = request;
      const { row, notices } = await withdraw(app.db, viewer, request.params.id);
      await deliverNotices(app, notices);
      return presentApplication(row);
    },
  );

  app.patch(
    '/api/applications/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['applications'],
        summary: 'Administrators: change an application’s status, next step or feedback',
        params: applicationIdParamsSchema,
        body: updateApplicationSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => {
      const admin = request.viewer;
      const { row, notices } = await updateByRecruiter(
        app.db,
        app.tasks,
        request.params.id,
        request.body,
        admin,
      );
      await deliverNotices(app, notices);
      return presentApplication(row);
    },
  );
}

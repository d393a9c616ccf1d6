import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '@skillmatch/db/schema/auth';
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
import { currentSession, requireAdmin, requireSelf, requireUser } from '../../auth/guards';
import { applicationUpdateEmail } from '../../mail/templates';
import { getJob } from '../jobs/manage-jobs';
import type { NotificationRow } from '../notifications/notifications';
import {
  applicationsOf,
  applyingTo,
  apply,
  presentApplication,
  updateByRecruiter,
  withdraw,
} from './applications';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Applying, following one's applications, withdrawing; recruiters moving them along. */
export async function applicationsRoutes(app: App) {
  /** Live delivery of committed notifications; status and next-step ones are also emailed. */
  const deliver = async (notices: NotificationRow[]) => {
    app.notifications.publish(notices);
    const emailed = notices.filter((notice) => notice.kind === 'status' || notice.kind === 'next-step');
    if (emailed.length === 0) return;
    const people = await app.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.id, [...new Set(emailed.map((notice) => notice.userId))]));
    const byId = new Map(people.map((person) => [person.id, person]));
    for (const notice of emailed) {
      const person = byId.get(notice.userId);
      if (!person) continue;
      const url = `${app.config.publicUrl}${notice.link}`;
      // Email is a copy of what the app shows: a failed send is logged, never undoes the change.
      await app.mailer
        .send(applicationUpdateEmail(person.email, person.name, notice, url))
        .catch((error: unknown) => app.log.error({ err: error }, 'application email failed'));
    }
  };

  app.patch(
    '/api/user/:email/apply',
    {
      schema: {
        tags: ['applications'],
        summary: 'Apply for a job (the spec’s call): only jobId and motivation are read',
        params: userParamsSchema,
        body: specApplyRequestSchema,
        response: { 200: z.object({ success: z.literal(true), application: applicationSchema }), ...errors },
      },
    },
    async (request) => {
      const viewer = await requireSelf(request, request.params.email);
      const { jobId, motivation } = request.body.application;
      return {
        success: true as const,
        application: presentApplication(await apply(app.db, viewer.id, jobId, motivation)),
      };
    },
  );

  app.get(
    '/api/jobs/:id/applying',
    {
      schema: {
        tags: ['applications'],
        summary: 'How many applied for a job, and your own application to it',
        params: jobIdParamsSchema,
        response: { 200: applyingSchema, ...errors },
      },
    },
    async (request) => {
      const session = await currentSession(request);
      const job = await getJob(app.db, request.params.id);
      return applyingTo(app.db, job.id, session?.user.id);
    },
  );

  app.post(
    '/api/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Apply for a job with a motivation (50 to 500 characters)',
        body: applyRequestSchema,
        response: { 201: applicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const row = await apply(app.db, viewer.id, request.body.jobId, request.body.motivation);
      return reply.code(201).send(presentApplication(row));
    },
  );

  app.get(
    '/api/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Your applications, newest first',
        response: { 200: z.array(applicationSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return (await applicationsOf(app.db, viewer.id)).map(presentApplication);
    },
  );

  app.post(
    '/api/applications/:id/withdraw',
    {
      schema: {
        tags: ['applications'],
        summary: 'Withdraw one of your applications',
        params: applicationIdParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { row, notices } = await withdraw(app.db, viewer.id, request.params.id);
      await deliver(notices);
      return presentApplication(row);
    },
  );

  app.patch(
    '/api/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Administrators: change an application’s status, next step or feedback',
        params: applicationIdParamsSchema,
        body: updateApplicationSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { row, notices } = await updateByRecruiter(app.db, request.params.id, request.body);
      await deliver(notices);
      return presentApplication(row);
    },
  );
}

import { z } from 'zod';
import {
  interviewIdParamsSchema,
  interviewListQuerySchema,
  interviewSchema,
  rescheduleInterviewSchema,
  upcomingInterviewSchema,
} from '@skillmatch/shared/schemas/interviews';
import type { App } from '../../app-types';
import { scopeOf } from '../../access/back-office';
import { errorAnswers } from '../../errors';
import { cancelInterview, rescheduleInterview } from './change-interview';
import { calendarDownload } from './interview-emails';
import { teamInterviews, upcomingInterviews, visibleInterview } from './interview-lists';
import { scorecardsRoutes } from './scorecards.routes';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** /api/interviews: the hiring team's interviews (rescheduling, cancelling, lists) and their calendar files. */
export async function interviewsRoutes(app: App) {
  scorecardsRoutes(app);
  app.get(
    '',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['interviews'],
        summary: 'The hiring team: an application’s interviews, cancelled ones too, by start',
        querystring: interviewListQuerySchema,
        response: { 200: z.array(interviewSchema), ...errors },
      },
    },
    async (request) =>
      teamInterviews(app.db, {
        scope: await scopeOf(app.db, request.viewer),
        applicationId: request.query.applicationId,
      }),
  );

  app.get(
    '/upcoming',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['interviews'],
        summary: 'Your own interviews to come in the company you work in, soonest first',
        response: { 200: z.array(upcomingInterviewSchema), ...errors },
      },
    },
    async (request) => upcomingInterviews(app.db, { scope: await scopeOf(app.db, request.viewer) }),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['interviews'],
        summary:
          'Reschedule an interview (the fields that change); everyone invited gets the updated calendar invitation',
        params: interviewIdParamsSchema,
        body: rescheduleInterviewSchema,
        response: { 200: interviewSchema, ...errors },
      },
    },
    async (request) =>
      rescheduleInterview(app, {
        id: request.params.id,
        change: request.body,
        scope: await scopeOf(app.db, request.viewer),
      }),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['interviews'],
        summary: 'Cancel an interview; everyone invited gets the cancellation (METHOD:CANCEL)',
        params: interviewIdParamsSchema,
        response: { 200: interviewSchema, ...errors },
      },
    },
    async (request) =>
      cancelInterview(app, { id: request.params.id, scope: await scopeOf(app.db, request.viewer) }),
  );

  app.get(
    '/:id/calendar',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['interviews'],
        summary: 'The interview’s calendar file (.ics), for its candidate and the hiring team',
        params: interviewIdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.instanceof(Buffer).describe('The iCalendar file'), ...errors },
      },
    },
    async (request, reply) => {
      const interview = await visibleInterview(app.db, request.viewer, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="interview.ics"')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(await calendarDownload(app, interview)));
    },
  );
}

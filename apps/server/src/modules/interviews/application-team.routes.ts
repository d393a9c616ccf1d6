import { z } from 'zod';
import { applicationIdParamsSchema } from '@skillmatch/shared/schemas/applications';
import {
  interviewSchema,
  scheduleInterviewSchema,
  scheduledInterviewSchema,
} from '@skillmatch/shared/schemas/interviews';
import { addNoteSchema, applicationNoteSchema } from '@skillmatch/shared/schemas/scorecards';
import type { App } from '../../app-types';
import { scopeOf } from '../../access/back-office';
import { errorAnswers } from '../../errors';
import { addNote, notesOf } from './application-notes';
import { applicantInterviews } from './interview-lists';
import { scheduleInterview } from './schedule-interview';

const errors = errorAnswers(400, 401, 403, 404, 409);

/**
 * /api/applications/:id/interviews and /notes: scheduling an interview (the hiring team), the candidate's
 * own list; the team's notes.
 */
export function applicationTeamRoutes(app: App) {
  app.post(
    '/:id/interviews',
    {
      config: { access: 'backOffice', idempotent: true },
      schema: {
        tags: ['interviews'],
        summary:
          'Schedule an interview: the candidate and each interviewer get an email with its calendar invitation',
        description:
          '`startsAt` is an instant with its offset (`2030-05-14T08:00:00Z`) or a wall-clock time read in `timeZone` (`2030-05-14T10:00`); it must be in the future. Interviewers are members of the job’s company.',
        params: applicationIdParamsSchema,
        body: scheduleInterviewSchema,
        response: { 201: scheduledInterviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(app.db, request.viewer);
      const input = { applicationId: request.params.id, request: request.body, scope };
      return reply.code(201).send(await scheduleInterview(app, input));
    },
  );

  app.get(
    '/:id/interviews',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['interviews'],
        summary: 'The interviews of one of your applications, with their calendar files',
        params: applicationIdParamsSchema,
        response: { 200: z.array(interviewSchema), ...errors },
      },
    },
    async (request) =>
      applicantInterviews(app.db, { viewer: request.viewer, applicationId: request.params.id }),
  );

  app.post(
    '/:id/notes',
    {
      config: { access: 'backOffice', idempotent: true },
      schema: {
        tags: ['interviews'],
        summary: 'Add a hiring-team note; each member mentioned (by id) is told in their bell',
        params: applicationIdParamsSchema,
        body: addNoteSchema,
        response: { 201: applicationNoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(app.db, request.viewer);
      const input = { scope, applicationId: request.params.id, note: request.body };
      return reply.code(201).send(await addNote(app, input));
    },
  );

  app.get(
    '/:id/notes',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['interviews'],
        summary: 'The hiring team’s notes on an application, newest first (never shown to the candidate)',
        params: applicationIdParamsSchema,
        response: { 200: z.array(applicationNoteSchema), ...errors },
      },
    },
    async (request) =>
      notesOf(app.db, { scope: await scopeOf(app.db, request.viewer), applicationId: request.params.id }),
  );
}

import { z } from 'zod';
import { jobIdParamsSchema } from '@skillmatch/shared/schemas/jobs';
import { savedJobsResponseSchema } from '@skillmatch/shared/schemas/saved-jobs';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { listSavedJobs } from './list-saved-jobs';
import { saveJob } from './save-job';
import { unsaveJob } from './unsave-job';

const errors = errorAnswers(400, 401, 403, 404);

/** /api/saved-jobs: the jobs a person keeps for later. */
export async function savedJobsRoutes(app: App) {
  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['saved jobs'],
        summary: 'The jobs you saved, newest first; apart, those the employer has since deleted',
        response: { 200: savedJobsResponseSchema, ...errors },
      },
    },
    async (request) => listSavedJobs(app, { userId: request.viewer.id }),
  );

  app.put(
    '/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['saved jobs'],
        summary: 'Save a job',
        params: jobIdParamsSchema,
        response: { 200: z.object({ saved: z.literal(true) }), ...errors },
      },
    },
    async (request) => saveJob(app, { userId: request.viewer.id, jobId: request.params.id }),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['saved jobs'],
        summary: 'Un-save a job',
        params: jobIdParamsSchema,
        response: { 200: z.object({ saved: z.literal(false) }), ...errors },
      },
    },
    async (request) => unsaveJob(app, { userId: request.viewer.id, jobId: request.params.id }),
  );
}

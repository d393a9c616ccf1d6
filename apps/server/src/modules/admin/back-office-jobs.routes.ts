import { backOfficeJobsQuerySchema, backOfficeJobsSchema } from '@skillmatch/shared/schemas/back-office';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { scopeOf } from '../../access/back-office';
import { backOfficeJobs } from './back-office-jobs';

const errors = errorAnswers(400, 401, 403);

/** /api/admin/jobs: the back office's job listings, the jobs in the viewer's scope. */
export async function backOfficeJobsRoutes(app: App) {
  app.get(
    '/jobs',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['admin'],
        summary: 'The jobs you manage (every job for the operator), newest first, searched and paged',
        querystring: backOfficeJobsQuerySchema,
        response: { 200: backOfficeJobsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return backOfficeJobs(app, { ...request.query, scope: await scopeOf(app.db, request.viewer) });
    },
  );
}

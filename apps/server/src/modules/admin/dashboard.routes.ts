import {
  activityQuerySchema,
  activityResponseSchema,
  adminStatsSchema,
} from '@skillmatch/shared/schemas/admin';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { recentActivity } from './activity';
import { adminStats } from './admin-stats';

const errors = errorAnswers(400, 401, 403);

/** /api/admin/stats and /activity: the dashboard's numbers and charts, and what happened lately. */
export async function adminDashboardRoutes(app: App) {
  app.get(
    '/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Totals, quick stats, applications per week, the funnel and active jobs per category',
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminStats(app);
    },
  );

  app.get(
    '/activity',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'What happened on the site, newest first',
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recentActivity(app, { limit: request.query.limit });
    },
  );
}

import {
  activityQuerySchema,
  activityResponseSchema,
  adminStatsSchema,
} from '@skillmatch/shared/schemas/admin';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import type { App } from '../../app-types';
import { recentActivity } from './activity';
import { AdminStatsReader } from './admin-stats';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The admin dashboard: its numbers and charts, and what happened lately. */
export async function adminDashboardRoutes(app: App) {
  const stats = new AdminStatsReader(app.db, app.searchIndex);
  app.get(
    '/api/admin/stats',
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
      return stats.read();
    },
  );

  app.get(
    '/api/admin/activity',
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
      return { items: await recentActivity(app.db, request.query.limit) };
    },
  );
}

import {
  activityQuerySchema,
  activityResponseSchema,
  adminStatsSchema,
} from '@skillmatch/shared/schemas/admin';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { scopeOf } from '../../access/back-office';
import { recentActivity } from './activity';
import { adminStats } from './admin-stats';

const errors = errorAnswers(400, 401, 403);

/**
 * /api/admin/stats and /activity: the dashboard's numbers and charts, and what happened lately, for the
 * viewer's scope (the site's for the operator, the current company's for its team).
 */
export async function adminDashboardRoutes(app: App) {
  app.get(
    '/stats',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['admin'],
        summary: 'Totals, quick stats, applications per week, the funnel and active jobs per category',
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminStats(app, { scope: await scopeOf(app.db, request.viewer) });
    },
  );

  app.get(
    '/activity',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['admin'],
        summary: 'What happened on the site, newest first',
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recentActivity(app, {
        scope: await scopeOf(app.db, request.viewer),
        limit: request.query.limit,
      });
    },
  );
}

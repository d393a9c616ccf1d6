import { healthResponseSchema, readyResponseSchema } from '@skillmatch/shared/schemas/health';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import type { App } from '../../app-types';
import { AppError } from '../../errors';

export async function healthRoutes(app: App) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up',
        response: { 200: healthResponseSchema },
      },
    },
    () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers and the indexes are built; background tasks waiting and failed for good',
        response: { 200: readyResponseSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      let tasks: { pending: number; failed: number };
      try {
        await app.database.ping();
        tasks = await app.tasks.counts();
      } catch (error) {
        request.log.warn({ err: error }, 'database ping failed');
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      // A load balancer should not send a search that would wait for the index to be built.
      if (!app.searchIndex.built || !app.matchIndex.built)
        throw new AppError('UNAVAILABLE', 'Starting: the search and match indexes are still being built.');
      return { status: 'ready' as const, database: app.database.kind, tasks };
    },
  );
}

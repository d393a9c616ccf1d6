import { healthResponseSchema } from '@skillmatch/shared/schemas/health';
import type { App } from '../../app-types';

/** /api/health: liveness, answered by the process alone. */
export async function healthRoutes(app: App) {
  app.get(
    '',
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
}

import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { readyResponseSchema } from '@skillmatch/shared/schemas/health';
import type { App } from '../../app-types';
import { readiness } from './readiness';

/** /api/ready: readiness, for a load balancer. */
export async function readyRoutes(app: App) {
  app.get(
    '',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers and the indexes are built; background tasks waiting and failed for good',
        response: { 200: readyResponseSchema, 503: apiErrorSchema },
      },
    },
    async (request) => readiness(app, { log: request.log }),
  );
}

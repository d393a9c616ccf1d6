import { reviewQueueSchema } from '@skillmatch/shared/schemas/jobs';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { reviewQueue } from '../jobs/review-queue';

/** /api/admin/job-reviews: the operator's review queue (the decision is POST /api/jobs/:id/review). */
export async function adminReviewRoutes(app: App) {
  app.get(
    '/job-reviews',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The jobs waiting for review, longest waiting first, with their company and poster',
        response: { 200: reviewQueueSchema, ...errorAnswers(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return reviewQueue(app);
    },
  );
}

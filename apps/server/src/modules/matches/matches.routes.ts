import { matchesQuerySchema, matchesResponseSchema } from '@skillmatch/shared/schemas/matching';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { matchScores } from '../matching/match-scores';

const errors = errorAnswers(400, 401, 403, 404);

/** /api/matches: the match badges on the job list and job pages. */
export async function matchesRoutes(app: App) {
  app.get(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['matching'],
        summary: 'The signed-in seeker’s match score for each listed job',
        querystring: matchesQuerySchema,
        response: { 200: matchesResponseSchema, ...errors },
      },
    },
    async (request) => matchScores(app, { seekerId: request.viewer.id, jobIds: request.query.jobId }),
  );
}

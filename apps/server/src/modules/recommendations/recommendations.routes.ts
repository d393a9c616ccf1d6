import {
  recommendationsQuerySchema,
  recommendationsResponseSchema,
} from '@skillmatch/shared/schemas/matching';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { sameEmail } from '../../auth/guards';
import { ResponseCache, jsonResponse, seekerVersion } from '../../response-cache';
import { seekerRecommendations } from '../matching/seeker-recommendations';

const errors = errorAnswers(400, 401, 403, 404);

/** /api/recommendations: a seeker's jobs ranked by match score. */
export async function recommendationsRoutes(app: App) {
  // A page of 20 jobs with their reasons is some 50 kB with its compressed copies: 200 per process. A
  // seeker's ranking is kept by the match index beyond that: a page made again is not ranked again.
  const ownRecommendations = new ResponseCache(200, 60_000);
  app.get(
    '',
    {
      config: { access: 'selfOrAdmin' },
      schema: {
        tags: ['matching'],
        summary:
          'The seeker’s jobs that use their skills, ranked by match score, with reasons (how many in X-Total-Count; how many score 60 or more, matches, in X-Matching-Count)',
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const { email, page, pageSize } = request.query;
      if (email !== undefined && !sameEmail(viewer.email, email)) {
        const { items, total, matching } = await seekerRecommendations(app, {
          seeker: { email },
          page,
          pageSize,
        });
        reply.header('x-total-count', String(total));
        reply.header('x-matching-count', String(matching));
        return items;
      }
      // One's own: the session names the account, and the answer is kept until the catalogue or the
      // person's profile, saved jobs or applications change.
      return ownRecommendations.send(
        request,
        reply,
        await seekerVersion(app, request.session!.dataVersion),
        async () => {
          const { items, total, matching } = await seekerRecommendations(app, {
            seeker: viewer,
            page,
            pageSize,
          });
          return jsonResponse(recommendationsResponseSchema, items, {
            'x-total-count': String(total),
            'x-matching-count': String(matching),
          });
        },
        `${viewer.id} ${page} ${pageSize}`,
      );
    },
  );
}

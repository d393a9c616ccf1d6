import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { jobIdParamsSchema } from '@skillmatch/shared/schemas/jobs';
import {
  candidatesResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  recommendationsQuerySchema,
  recommendationsResponseSchema,
  skillSuggestionsQuerySchema,
  skillSuggestionsResponseSchema,
} from '@skillmatch/shared/schemas/matching';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import type { App } from '../../app-types';
import { sameEmail } from '../../auth/guards';
import { KeptAnswers, jsonAnswer } from '../../kept-answers';
import { notFound } from '../../errors';
import { markApplicantsSeen } from '../admin/applicant-counts';
import { rankCandidates } from './candidates';
import { recommendJobs, scoreJobs } from './recommend';
import { loadSeeker } from './seeker';
import { userIdByEmail } from '../users/get-db-user';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Recommendations, match badges and recruiters' ranked candidates, all from one scoring engine. */
export async function matchingRoutes(app: App) {
  // A page of 20 jobs with their reasons is some 50 kB with its compressed copies: 200 per process. A
  // seeker's ranking is kept by the match index beyond that: a page made again is not ranked again.
  const ownRecommendations = new KeptAnswers(200, 60_000);
  app.get(
    '/api/recommendations',
    {
      config: { access: 'selfOrAdmin' },
      schema: {
        tags: ['matching'],
        summary:
          'The seeker’s jobs ranked by match score over every active job, with reasons (total in X-Total-Count)',
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const index = await app.matchIndex.current();
      const { page, pageSize } = request.query;
      const recommend = async (userId: string) =>
        recommendJobs(app.db, index, userId, await loadSeeker(app.db, userId), page, pageSize);
      if (!sameEmail(viewer.email, request.query.email)) {
        const userId = await userIdByEmail(app.db, request.query.email);
        if (!userId) throw notFound('User');
        const { items, total } = await recommend(userId);
        reply.header('x-total-count', String(total));
        return items;
      }
      // One's own: the session names the account, and the answer is kept until the catalogue or the
      // person's profile, saved jobs or applications change.
      const { dataVersion } = request.session!;
      return ownRecommendations.send(
        request,
        reply,
        `${app.matchIndex.version} ${dataVersion}`,
        async () => {
          const { items, total } = await recommend(viewer.id);
          return jsonAnswer(recommendationsResponseSchema, items, { 'x-total-count': String(total) });
        },
        `${viewer.id} ${page} ${pageSize}`,
      );
    },
  );

  app.get(
    '/api/matches',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['matching'],
        summary: 'The signed-in seeker’s match score for each listed job',
        querystring: matchesQuerySchema,
        response: { 200: matchesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.viewer;
      const seeker = await loadSeeker(app.db, user.id);
      const index = await app.matchIndex.current();
      return { matches: await scoreJobs(app.db, index, seeker, request.query.jobId) };
    },
  );

  app.get(
    '/api/jobs/:id/candidates',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['matching'],
        summary: 'The job’s applicants, and the seekers who have not applied, ranked by fit (administrators)',
        params: jobIdParamsSchema,
        response: { 200: candidatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = request.viewer;
      const index = await app.matchIndex.current();
      const candidates = await rankCandidates(app.db, index, request.params.id);
      // Reading the applicants is looking at them: the jobs table's "new" count starts again from here.
      await markApplicantsSeen(app.db, admin.id, request.params.id);
      return candidates;
    },
  );

  app.get(
    '/api/skills',
    {
      config: { access: 'public' },
      schema: {
        tags: ['matching'],
        summary: 'Skills of the taxonomy that start with the typed text, for autocomplete',
        querystring: skillSuggestionsQuerySchema,
        response: { 200: skillSuggestionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ skills: taxonomy.suggest(request.query.q, request.query.limit) }),
  );
}

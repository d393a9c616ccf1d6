import {
  skillSuggestionsQuerySchema,
  skillSuggestionsResponseSchema,
} from '@skillmatch/shared/schemas/matching';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';

const errors = errorAnswers(400, 401, 403, 404);

/** /api/skills: the skill taxonomy, for autocomplete. */
export async function skillsRoutes(app: App) {
  app.get(
    '',
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

import type { z } from 'zod';
import type { skillSuggestionsQuerySchema, skillSuggestionsResponseSchema } from '../schemas/matching';
import { route, type QueryInput } from './api-route';

/* /api/skills: skill suggestions from the taxonomy. */

export const suggestSkills = route<{
  query: QueryInput<typeof skillSuggestionsQuerySchema>;
  response: z.output<typeof skillSuggestionsResponseSchema>;
}>('GET', '/api/skills');

import type { z } from 'zod';
import type { matchesQuerySchema, matchesResponseSchema } from '../schemas/matching';
import { route, type QueryInput } from './api-route';

/* /api/matches: the seeker's scores for a page of jobs. */

export const listMatches = route<{
  query: QueryInput<typeof matchesQuerySchema>;
  response: z.output<typeof matchesResponseSchema>;
}>('GET', '/api/matches');

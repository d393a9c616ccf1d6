import type { Recommendation, recommendationsQuerySchema } from '../schemas/matching';
import { route, type QueryInput } from './api-route';

/* /api/recommendations: the seeker's jobs ranked by match score. */

/** A page of recommendations; the total is in the `X-Total-Count` header. */
export const listRecommendations = route<{
  query: QueryInput<typeof recommendationsQuerySchema>;
  response: Recommendation[];
}>('GET', '/api/recommendations');

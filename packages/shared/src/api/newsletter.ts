import type { z } from 'zod';
import type { subscribeRequestSchema, subscribeResponseSchema } from '../schemas/newsletter';
import { route } from './api-route';

/* /api/newsletter: the newsletter sign-up. */

export const subscribeToNewsletter = route<{
  body: z.input<typeof subscribeRequestSchema>;
  response: z.output<typeof subscribeResponseSchema>;
}>('POST', '/api/newsletter');

import { z } from '../zod';
import { NEWSLETTER_MESSAGES } from '../constants';

export const subscribeRequestSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.empty })
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.empty })
    .max(254, { error: NEWSLETTER_MESSAGES.invalid })
    .pipe(z.email({ error: NEWSLETTER_MESSAGES.invalid })),
});

export const subscribeResponseSchema = z.object({ subscribed: z.literal(true) });

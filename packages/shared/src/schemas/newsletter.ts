import { z } from '../zod';
import { FOOTER_ALERT_MESSAGES } from '../constants';

export const subscribeRequestSchema = z.object({
  email: z
    .string({ error: FOOTER_ALERT_MESSAGES.empty })
    .trim()
    .min(1, { error: FOOTER_ALERT_MESSAGES.empty })
    .max(254, { error: FOOTER_ALERT_MESSAGES.invalid })
    .pipe(z.email({ error: FOOTER_ALERT_MESSAGES.invalid })),
});

export const subscribeResponseSchema = z.object({ subscribed: z.literal(true) });

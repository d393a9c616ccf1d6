import type { z } from 'zod';
import type { inboundEmailSchema } from '../schemas/email-templates';
import { route } from './api-route';

/* /api/inbound-email: a candidate's reply, handed over by the mail relay (or, locally, a simulated one). */

export const receiveInboundEmail = route<{
  body: z.input<typeof inboundEmailSchema>;
  response: { applicationId: string; emailId: string };
}>('POST', '/api/inbound-email');

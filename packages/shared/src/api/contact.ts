import type { z } from 'zod';
import type { contactRequestSchema } from '../schemas/contact';
import { route } from './api-route';

/* /api/contact: the Contact page's form. */

export const sendContactMessage = route<{
  body: z.input<typeof contactRequestSchema>;
  response: { received: true };
}>('POST', '/api/contact');

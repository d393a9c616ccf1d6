import { z } from '../zod';
import { text } from './text';

export const CONTACT_TOPICS = ['Job seekers', 'Recruiters', 'Press', 'Something else'] as const;

export const CONTACT_MESSAGES = {
  name: 'Tell us your name',
  email: 'Enter a valid email address so that we can answer',
  message: 'Write a message of at least 10 characters',
  sent: 'Thank you. Your message is with the SkillMatch team; we answer within two working days.',
} as const;

/** POST /api/contact: the Contact page's form. */
export const contactRequestSchema = z.object({
  name: text('Name', { required: CONTACT_MESSAGES.name, max: 120 }),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(254, { error: CONTACT_MESSAGES.email })
    .pipe(z.email({ error: CONTACT_MESSAGES.email })),
  topic: z.enum(CONTACT_TOPICS).default('Something else'),
  message: text('Message', {
    required: CONTACT_MESSAGES.message,
    min: 10,
    max: 5000,
    tooLong: 'A message can be at most 5,000 characters',
    multiline: true,
  }),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

import { z } from '../zod';

export const CONTACT_TOPICS = ['Job seekers', 'Recruiters', 'Press', 'Something else'] as const;

export const CONTACT_MESSAGES = {
  name: 'Tell us your name',
  email: 'Enter a valid email address so that we can answer',
  message: 'Write a message of at least 10 characters',
  sent: 'Thank you. Your message is with the SkillMatch team; we answer within two working days.',
} as const;

/** POST /api/contact: the Contact page's form. */
export const contactRequestSchema = z.object({
  name: z.string({ error: CONTACT_MESSAGES.name }).trim().min(1, { error: CONTACT_MESSAGES.name }).max(120),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(254, { error: CONTACT_MESSAGES.email })
    .pipe(z.email({ error: CONTACT_MESSAGES.email })),
  topic: z.enum(CONTACT_TOPICS).default('Something else'),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(10, { error: CONTACT_MESSAGES.message })
    .max(5000, { error: 'A message can be at most 5,000 characters' }),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

import { z } from '../zod';
import { text } from './text';

export const CONTACT_TOPICS = ['Job seekers', 'Recruiters', 'Press', 'Something else'] as const;

export const CONTACT_MESSAGES = {
  name: 'Tell us your name',
  email: 'Enter a valid email address so that we can answer',
  message: 'Write a message of at least 10 characters',
  sent: 'Thank you. Your message is with the SkillMatch team: a person reads it and answers you by email.',
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

export const CONTACT_INBOX_PAGE_SIZE = 20;
export const CONTACT_REPLY_MAX = 5000;

export const CONTACT_REPLY_MESSAGES = {
  required: 'Write a reply before sending it',
  tooLong: `A reply can be at most ${CONTACT_REPLY_MAX.toLocaleString('en-US')} characters`,
} as const;

/** GET /api/admin/contact-messages: the inbox, unanswered messages first, newest first within each. */
export const contactInboxQuerySchema = z.object({
  show: z.enum(['all', 'unanswered'], { error: 'Show all or unanswered messages' }).default('all'),
  page: z.coerce
    .number({ error: 'The page must be a whole number from 1' })
    .int({ error: 'The page must be a whole number from 1' })
    .min(1, { error: 'The page must be a whole number from 1' })
    .max(10_000, { error: 'The page must be at most 10,000' })
    .default(1),
});

/** A message as the inbox lists it. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactInboxSchema = z.object({
  messages: z.array(contactMessageSchema),
  /** Messages the filter finds, across pages. */
  total: z.number(),
  /** Unanswered messages in the whole inbox. */
  unanswered: z.number(),
});
export type ContactInbox = z.infer<typeof contactInboxSchema>;

/** A reply as the message's page shows it. */
export const contactReplySchema = z.object({
  id: z.string(),
  authorName: z.string(),
  body: z.string(),
  sentAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** GET /api/admin/contact-messages/:id: the message in full, with its replies, oldest first. */
export const contactMessageDetailSchema = contactMessageSchema.extend({
  replies: z.array(contactReplySchema),
});
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;

export const contactMessageParamsSchema = z.object({ id: z.uuid({ error: 'Message not found' }) });

/** POST /api/admin/contact-messages/:id/replies: an answer, emailed to the message's sender. */
export const contactReplyRequestSchema = z.object({
  body: text('Reply', {
    required: CONTACT_REPLY_MESSAGES.required,
    max: CONTACT_REPLY_MAX,
    tooLong: CONTACT_REPLY_MESSAGES.tooLong,
    multiline: true,
  }),
});
export type ContactReplyRequest = z.infer<typeof contactReplyRequestSchema>;

import { z } from '../zod';
import { EMAIL_TEMPLATE_KINDS, TEMPLATE_VARIABLES, unknownVariables } from '../email-templates';
import { text } from './text';

export const TEMPLATE_MESSAGES = {
  unknownVariable: (names: string[]) =>
    `${names.map((name) => `{{${name}}}`).join(', ')} ${names.length > 1 ? 'are' : 'is'} not a variable: use ${Object.keys(
      TEMPLATE_VARIABLES,
    )
      .map((name) => `{{${name}}}`)
      .join(', ')}`,
  delay: 'Choose when to send it: now, or after 1 hour to 7 days',
} as const;

const withKnownVariables = <S extends z.ZodType<string>>(schema: S) =>
  schema.superRefine((value, context) => {
    const unknown = unknownVariables(value);
    if (unknown.length > 0)
      context.addIssue({ code: 'custom', message: TEMPLATE_MESSAGES.unknownVariable(unknown) });
  });

export const templateKindSchema = z.enum(EMAIL_TEMPLATE_KINDS, { error: 'Not an email template' });
export const templateKindParamsSchema = z.object({ kind: templateKindSchema });

/** A template's wording as a recruiter writes it. */
export const templateTextSchema = z.object({
  subject: withKnownVariables(text('Subject', { max: 200, required: 'Write a subject' })),
  body: withKnownVariables(text('Message', { max: 5000, required: 'Write the message', multiline: true })),
});
export type TemplateText = z.infer<typeof templateTextSchema>;

export const emailTemplateSchema = z.object({
  kind: templateKindSchema,
  label: z.string(),
  subject: z.string(),
  body: z.string(),
  /** False while the company uses the default wording. */
  custom: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** POST /api/email-templates/preview: the wording, with a real application's data or sample data. */
export const previewRequestSchema = templateTextSchema.extend({
  applicationId: z.uuid({ error: 'Not an application' }).optional(),
});

export const renderedEmailSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type RenderedEmail = z.infer<typeof renderedEmailSchema>;

/** Delays a recruiter may pick for a rejection, in minutes. */
export const SEND_DELAYS = [0, 60, 24 * 60, 2 * 24 * 60, 7 * 24 * 60] as const;

/** POST /api/applications/:id/emails: send the candidate an email from a template, now or later. */
export const sendCandidateEmailSchema = templateTextSchema.extend({
  kind: templateKindSchema.nullable().default(null),
  delayMinutes: z
    .number({ error: TEMPLATE_MESSAGES.delay })
    .int({ error: TEMPLATE_MESSAGES.delay })
    .refine((minutes) => (SEND_DELAYS as readonly number[]).includes(minutes), {
      error: TEMPLATE_MESSAGES.delay,
    })
    .default(0),
});
export type SendCandidateEmail = z.infer<typeof sendCandidateEmailSchema>;

export const candidateEmailSchema = z.object({
  id: z.string(),
  direction: z.enum(['out', 'in']),
  kind: templateKindSchema.nullable(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['scheduled', 'sent', 'cancelled']),
  /** Who sent it (a team member's name), or the candidate for a reply. */
  from: z.string(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CandidateEmail = z.infer<typeof candidateEmailSchema>;

export const candidateEmailParamsSchema = z.object({ id: z.uuid(), emailId: z.uuid() });

/** POST /api/inbound-email: a reply as the mail relay hands it over. */
export const inboundEmailSchema = z.object({
  to: z.string().max(1000),
  from: z.string().max(1000),
  subject: z.string().max(1000).default(''),
  text: z.string().max(100_000),
});

export const emailDraftQuerySchema = z.object({ kind: templateKindSchema });

/** GET /api/applications/:id/emails/draft: the template filled in; `to` is null for a deleted account. */
export const emailDraftSchema = z.object({
  kind: templateKindSchema,
  subject: z.string(),
  body: z.string(),
  to: z.string().nullable(),
});
export type EmailDraft = z.infer<typeof emailDraftSchema>;

import { z } from '../zod';
import { APPLY_MESSAGES, MOTIVATION_MAX, MOTIVATION_MIN } from '../application-messages';
import { APPLICATION_STATUSES } from '../constants';
import { text } from './text';

// Screens import these from application-messages without loading zod; the schemas below use them too.
export { APPLY_MESSAGES, MOTIVATION_MAX, MOTIVATION_MIN } from '../application-messages';

const motivation = text('Motivation', {
  required: APPLY_MESSAGES.tooShort,
  min: MOTIVATION_MIN,
  tooShort: APPLY_MESSAGES.tooShort,
  max: MOTIVATION_MAX,
  tooLong: APPLY_MESSAGES.tooLong,
  multiline: true,
});
const jobId = z.uuid({ error: 'Choose a job to apply for' });

/** POST /api/applications: only the job and the motivation come from the client. */
export const applyRequestSchema = z.object({ jobId, motivation });

/**
 * PATCH /api/user/:email/apply, kept for other clients (docs/product.md, "Calls kept for other clients"): its `application` object carries every field of an
 * application, but the server reads only `jobId` and `motivation` and fills the rest itself.
 */
export const specApplyRequestSchema = z.object({
  application: z.object({ jobId, motivation }),
});

export const timelineEntrySchema = z.object({
  stage: z.string(),
  date: z.string(),
  note: z.string().optional(),
});

/** An application as its applicant and recruiters see it (docs/product.md, "Records"). */
export const applicationSchema = z.object({
  applicationId: z.string(),
  jobId: z.string().nullable(),
  job: z.string(),
  company: z.string(),
  companyLocation: z.string().nullable(),
  salary: z.object({
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    currency: z.string(),
  }),
  jobType: z.string(),
  remote: z.boolean(),
  /** The job's skills when the application was sent, by their shown names. */
  skillsRequired: z.array(z.string()),
  motivation: z.string(),
  status: z.string(),
  appliedDate: z.string(),
  nextStep: z.string().nullable(),
  nextStepDate: z.string().nullable(),
  feedback: z.string().nullable(),
  timeline: z.array(timelineEntrySchema),
});
export type Application = z.infer<typeof applicationSchema>;

/** GET /api/jobs/:id/applying: how many applied, and the viewer's own application when there is one. */
export const applyingSchema = z.object({
  applicants: z.number().int(),
  application: applicationSchema.nullable(),
});
export type Applying = z.infer<typeof applyingSchema>;

export const applicationIdParamsSchema = z.object({ id: z.uuid({ error: 'Application not found' }) });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** PATCH /api/applications/:id (recruiters): move it along, set or clear the next step, give feedback. */
export const updateApplicationSchema = z
  .object({
    status: z
      .enum(APPLICATION_STATUSES.filter((status) => status !== 'Withdrawn') as [string, ...string[]])
      .optional(),
    nextStep: text('Next step', { max: 120, tooLong: 'The next step can be at most 120 characters' })
      .nullable()
      .optional(),
    nextStepDate: z
      .string()
      .regex(ISO_DATE, { error: 'The next step date must be a date' })
      .nullable()
      .optional(),
    feedback: text('Feedback', { max: 2000, multiline: true }).nullable().optional(),
    note: text('Note', { max: 500, multiline: true }).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Say what changes: a status, a next step or feedback',
  });
export type ApplicationUpdate = z.infer<typeof updateApplicationSchema>;

/**
 * `mention` goes to a hiring-team member mentioned in a note; `reply` to the recruiters of an application
 * whose candidate answered an email; `application` and `withdrawn` go to administrators; `job-review` to a job's poster and their company's
 * owners and recruiters (and to the operator when a job waits for review); the others to the applicant.
 */
export const NOTIFICATION_KINDS = [
  'status',
  'next-step',
  'withdrawn',
  'match',
  'application',
  'job-closed',
  'job-review',
  'mention',
  'reply',
  'job-alert',
] as const;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the latest items and how many are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

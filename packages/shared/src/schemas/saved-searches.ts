import { z } from '../zod';
import { jobSearchQuerySchema } from './jobs';
import { text } from './text';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

const FREQUENCY_MESSAGE = 'Choose how often: instant, daily or weekly';

/** How many jobs one alert email lists; the rest are behind its link to the job list. */
export const ALERT_EMAIL_JOBS = 20;

/**
 * A saved search's query: the job list's filters, checked by the job list's own schema, as they are in
 * its URL (strings; numbers and true/false are taken as written too). Paging and order are the list's,
 * not the search's, and are left out.
 */
const searchFields = jobSearchQuerySchema.pick({
  q: true,
  location: true,
  type: true,
  remote: true,
  skills: true,
  category: true,
  company: true,
  salaryMin: true,
}).shape;
export const savedQuerySchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value).map(([key, field]) => [
            key,
            typeof field === 'boolean' || typeof field === 'number' ? String(field) : field,
          ]),
        )
      : value,
  z.strictObject(searchFields, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown search field: ${issue.keys.join(', ')}`
        : 'The query must be the job list’s filters',
  }),
);
export type SavedQuery = z.output<typeof savedQuerySchema>;

const minMatch = z
  .number({ error: 'Minimum match must be a number from 1 to 100' })
  .int({ error: 'Minimum match must be a whole number' })
  .min(1, { error: 'Minimum match must be from 1 to 100' })
  .max(100, { error: 'Minimum match must be from 1 to 100' });

/** An IANA time zone the server knows ("Europe/Lisbon"); digests go out at 08:00 there. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Time zone must be a name such as "Europe/Lisbon"' },
  );

const name = text('Name', { max: 120 });
const frequency = z.enum(ALERT_FREQUENCIES, { error: FREQUENCY_MESSAGE });

export const createSavedSearchSchema = z.object({
  name: name.optional(),
  query: savedQuerySchema,
  frequency,
  minMatch: minMatch.nullable().optional(),
  timeZone: timeZoneSchema.optional(),
});
export type CreateSavedSearch = z.input<typeof createSavedSearchSchema>;
export type NewSavedSearch = z.output<typeof createSavedSearchSchema>;

/** A visitor's alert: their address instead of an account; sends once the emailed link confirms it. */
export const createGuestAlertSchema = z.object({
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .min(1, { error: 'Enter your email address' })
    .max(254, { error: 'Enter a valid email address.' })
    .pipe(z.email({ error: 'Enter a valid email address.' })),
  name: name.optional(),
  query: savedQuerySchema.optional(),
  frequency: frequency.default('weekly'),
  timeZone: timeZoneSchema.optional(),
});
export type CreateGuestAlert = z.input<typeof createGuestAlertSchema>;

export const updateSavedSearchSchema = z
  .object({
    name: text('Name', { max: 120, required: 'Name is required' }).optional(),
    frequency: frequency.optional(),
    paused: z.boolean({ error: 'Paused must be true or false' }).optional(),
    minMatch: minMatch.nullable().optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to change: send name, frequency, paused, minMatch or timeZone',
  });
export type UpdateSavedSearch = z.input<typeof updateSavedSearchSchema>;
export type SavedSearchChanges = z.output<typeof updateSavedSearchSchema>;

export const savedSearchIdParamsSchema = z.object({ id: z.string().max(100) });
/** A link from an alert's email: signed for that alert (no sign-in needed). */
export const alertLinkQuerySchema = z.object({ token: z.string().max(200) });

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The query as the job list's URL carries it. */
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  frequency: z.enum(ALERT_FREQUENCIES),
  minMatch: z.number().int().nullable(),
  timeZone: z.string(),
  paused: z.boolean(),
  /** Why it stopped when its owner did not stop it: the address refused mail. */
  pausedReason: z.string().nullable(),
  /** A visitor's alert waits for its address's confirmation. */
  confirmed: z.boolean(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
  /** The latest jobs it sent, newest first. */
  sent: z.array(z.object({ jobId: z.string(), title: z.string(), company: z.string(), sentAt: z.string() })),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesResponseSchema = z.object({ items: z.array(savedSearchSchema) });
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;

/** What an alert's emailed link shows signed out: enough to recognise it, nothing of the person. */
export const alertLinkViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
});
export type AlertLinkView = z.infer<typeof alertLinkViewSchema>;

export const alertLinkUpdateSchema = z
  .object({
    frequency: frequency.optional(),
    paused: z.boolean({ error: 'Paused must be true or false' }).optional(),
  })
  .refine((body) => body.frequency !== undefined || body.paused !== undefined, {
    error: 'Nothing to change: send frequency or paused',
  });
export type AlertLinkUpdate = z.input<typeof alertLinkUpdateSchema>;
export type AlertLinkChanges = z.output<typeof alertLinkUpdateSchema>;

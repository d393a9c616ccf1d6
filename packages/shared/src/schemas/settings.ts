import { z } from '../zod';
import { JOB_MODERATION_MODES, NEW_APPLICANT_EMAIL_CHOICES } from '../constants';
import { text } from './text';

export const SITE_NAME_MAX = 60;
export const JOBS_PAGE_SIZE_CHOICES = { min: 5, max: 100 } as const;
export const STRONG_MATCH_THRESHOLD_RANGE = { min: 50, max: 100 } as const;

/** Platform settings (administrators): stored in the database, read by every process. */
export const siteSettingsSchema = z.object({
  siteName: text('Site name', {
    required: 'Site name is required',
    max: SITE_NAME_MAX,
    tooLong: `Site name can be at most ${SITE_NAME_MAX} characters`,
  }),
  signUpOpen: z.boolean({ error: 'Say whether sign-up is open' }),
  jobsPageSize: z
    .number({ error: 'Jobs per page must be a whole number' })
    .int({ error: 'Jobs per page must be a whole number' })
    .min(JOBS_PAGE_SIZE_CHOICES.min, {
      error: `Jobs per page must be between ${JOBS_PAGE_SIZE_CHOICES.min} and ${JOBS_PAGE_SIZE_CHOICES.max}`,
    })
    .max(JOBS_PAGE_SIZE_CHOICES.max, {
      error: `Jobs per page must be between ${JOBS_PAGE_SIZE_CHOICES.min} and ${JOBS_PAGE_SIZE_CHOICES.max}`,
    }),
  strongMatchThreshold: z
    .number({ error: 'The strong-match threshold must be a whole number' })
    .int({ error: 'The strong-match threshold must be a whole number' })
    .min(STRONG_MATCH_THRESHOLD_RANGE.min, {
      error: `The strong-match threshold must be between ${STRONG_MATCH_THRESHOLD_RANGE.min} and ${STRONG_MATCH_THRESHOLD_RANGE.max}`,
    })
    .max(STRONG_MATCH_THRESHOLD_RANGE.max, {
      error: `The strong-match threshold must be between ${STRONG_MATCH_THRESHOLD_RANGE.min} and ${STRONG_MATCH_THRESHOLD_RANGE.max}`,
    }),
  /** Which companies' new jobs wait for the operator's review: none, each company's first, or all. */
  jobModeration: z.enum(JOB_MODERATION_MODES, {
    error: 'Choose no review, each company’s first job, or every job',
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** PUT /api/admin/settings: all of them; job review, added later, kept as it is when left out. */
export const replaceSiteSettingsSchema = siteSettingsSchema.extend({
  jobModeration: siteSettingsSchema.shape.jobModeration.optional(),
});
export type ReplaceSiteSettings = z.infer<typeof replaceSiteSettingsSchema>;

/** PATCH /api/admin/settings: the settings to change, the others kept. */
export const changeSiteSettingsSchema = siteSettingsSchema
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: 'Send at least one setting to change',
  });
export type ChangeSiteSettings = z.infer<typeof changeSiteSettingsSchema>;

/** What every page needs to know of the settings (in GET /api/session). */
export const publicSiteSettingsSchema = z.object({
  name: z.string(),
  signUpOpen: z.boolean(),
  jobsPageSize: z.number().int(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

export const SIGN_UP_CLOSED_MESSAGE =
  'Sign-up is closed at the moment. If you already have an account, sign in.';

/**
 * The error code of a refused sign-up; lower case like better-auth's own OAuth codes, because Google
 * sign-in sends it back to the login page as `?error=sign_up_closed`.
 */
export const SIGN_UP_CLOSED_ERROR = 'sign_up_closed';

/** One administrator's own email choices (their settings page): how they hear of new applicants. */
export const emailChoicesSchema = z.object({
  newApplicants: z.enum(NEW_APPLICANT_EMAIL_CHOICES, {
    error: 'Choose an email for each applicant, a daily summary, or none',
  }),
});
export type EmailChoices = z.infer<typeof emailChoicesSchema>;

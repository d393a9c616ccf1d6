import { z } from '@skillmatch/shared/zod';
import type { JobModerationMode } from '@skillmatch/shared/constants';
import { siteSettingsSchema, type SiteSettings } from '@skillmatch/shared/schemas/settings';

/** The settings form as typed: numbers stay text until checked, so nothing typed is lost. */
export interface SettingsFormValues {
  siteName: string;
  signUpOpen: boolean;
  jobsPageSize: string;
  strongMatchThreshold: string;
  jobModeration: JobModerationMode;
}

/** The job review choices as the settings page explains them, in the order it lists them. */
export const JOB_MODERATION_CHOICES: { value: JobModerationMode; label: string; explanation: string }[] = [
  {
    value: 'first',
    label: 'Each company’s first job',
    explanation:
      'A company’s first job waits for your review in the review queue; once one of its jobs is published, its next jobs are published at once.',
  },
  {
    value: 'all',
    label: 'Every job',
    explanation: 'Every job an employer posts waits for your review before seekers can see it.',
  },
  {
    value: 'none',
    label: 'No review',
    explanation: 'Employers’ jobs are published as soon as they are posted.',
  },
];

export const settingsFormValuesFrom = (settings: SiteSettings): SettingsFormValues => ({
  siteName: settings.siteName,
  signUpOpen: settings.signUpOpen,
  jobsPageSize: String(settings.jobsPageSize),
  strongMatchThreshold: String(settings.strongMatchThreshold),
  jobModeration: settings.jobModeration,
});

// Empty is "not a number" (the schema's own message), never 0.
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The typed values checked with the server's own schema, so the messages are the server's. */
export const settingsFormSchema = z
  .object({
    siteName: z.string(),
    signUpOpen: z.boolean(),
    jobsPageSize: z.string(),
    strongMatchThreshold: z.string(),
    jobModeration: z.string(),
  })
  .transform((values) => ({
    ...values,
    jobsPageSize: numberOf(values.jobsPageSize),
    strongMatchThreshold: numberOf(values.strongMatchThreshold),
  }))
  .pipe(siteSettingsSchema);

/** The fields of this form, for the server's `fields` it can show. */
export const isSettingsField = (path: string): path is keyof SettingsFormValues =>
  ['siteName', 'signUpOpen', 'jobsPageSize', 'strongMatchThreshold', 'jobModeration'].includes(path);

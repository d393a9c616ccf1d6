import { z } from '@skillmatch/shared/zod';
import { siteSettingsSchema, type SiteSettings } from '@skillmatch/shared/schemas/settings';

/** The settings form as typed: numbers stay text until checked, so nothing typed is lost. */
export interface SettingsFormValues {
  siteName: string;
  signUpOpen: boolean;
  jobsPageSize: string;
  strongMatchThreshold: string;
}

export const settingsFormValuesFrom = (settings: SiteSettings): SettingsFormValues => ({
  siteName: settings.siteName,
  signUpOpen: settings.signUpOpen,
  jobsPageSize: String(settings.jobsPageSize),
  strongMatchThreshold: String(settings.strongMatchThreshold),
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
  })
  .transform((values) => ({
    ...values,
    jobsPageSize: numberOf(values.jobsPageSize),
    strongMatchThreshold: numberOf(values.strongMatchThreshold),
  }))
  .pipe(siteSettingsSchema);

/** The fields of this form, for the server's `fields` it can show. */
export const isSettingsField = (path: string): path is keyof SettingsFormValues =>
  ['siteName', 'signUpOpen', 'jobsPageSize', 'strongMatchThreshold'].includes(path);

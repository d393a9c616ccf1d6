import { siteSettingsSchema, type SiteSettings } from '@skillmatch/shared/schemas/settings';

/** The settings form as typed: numbers stay text until checked, so nothing typed is lost. */
export interface SettingsFormValues {
  siteName: string;
  signUpOpen: boolean;
  jobsPageSize: string;
  strongMatchThreshold: string;
}

export type SettingsField = keyof SettingsFormValues;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export const settingsFormValuesFrom = (settings: SiteSettings): SettingsFormValues => ({
  siteName: settings.siteName,
  signUpOpen: settings.signUpOpen,
  jobsPageSize: String(settings.jobsPageSize),
  strongMatchThreshold: String(settings.strongMatchThreshold),
});

// Empty is "not a number" (the schema's own message), never 0.
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Checked with the server's own schema, so the messages are the server's. */
export function validateSettings(
  values: SettingsFormValues,
): { ok: true; settings: SiteSettings } | { ok: false; errors: SettingsErrors } {
  const checked = siteSettingsSchema.safeParse({
    siteName: values.siteName,
    signUpOpen: values.signUpOpen,
    jobsPageSize: numberOf(values.jobsPageSize),
    strongMatchThreshold: numberOf(values.strongMatchThreshold),
  });
  if (checked.success) return { ok: true, settings: checked.data };
  // One message per field: the first the schema raised.
  const messages: Record<string, string> = {};
  for (const issue of checked.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors: settingsErrorsFrom(messages) };
}

const FIELDS: readonly SettingsField[] = ['siteName', 'signUpOpen', 'jobsPageSize', 'strongMatchThreshold'];

/** The server's (or the schema's) messages by field, for the fields this form has. */
export function settingsErrorsFrom(fields: Record<string, string> | undefined): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const field of FIELDS) if (fields?.[field]) errors[field] = fields[field];
  return errors;
}

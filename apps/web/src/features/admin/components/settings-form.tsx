import { useId, useRef, useState, type FormEvent } from 'react';
import {
  JOBS_PAGE_SIZE_CHOICES,
  SITE_NAME_MAX,
  STRONG_MATCH_THRESHOLD_RANGE,
  type SiteSettings,
} from '@skillmatch/shared/schemas/settings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveSiteSettings } from '../api/use-site-settings';
import {
  settingsErrorsFrom,
  settingsFormValuesFrom,
  validateSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsFormValues,
} from '../lib/settings-form';

const card =
  'rounded-card border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40';

/** The platform settings form: checked with the server's schema, the server's field messages in place. */
export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const [values, setValues] = useState(() => settingsFormValuesFrom(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const signUpHint = useId();

  const edit = <Field extends SettingsField>(field: Field, value: SettingsFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSaved(false);
  };

  const showErrors = (next: SettingsErrors) => {
    setErrors(next);
    // The first field in trouble takes focus, so its message is read out.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSaved(false);
    const checked = validateSettings(values);
    if (!checked.ok) return showErrors(checked.errors);
    save.mutate(checked.settings, {
      onSuccess: (answer) => {
        setValues(settingsFormValuesFrom(answer));
        setSaved(true);
      },
      onError: (failure) => {
        setFormError(failure.message);
        if (failure instanceof ApiRequestError) showErrors(settingsErrorsFrom(failure.body?.fields));
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className={`${card} space-y-5`}>
        <legend className="sr-only">Site</legend>
        <TextField
          label="Site name"
          name="siteName"
          value={values.siteName}
          maxLength={SITE_NAME_MAX + 20}
          hint="Shown in the top bar, the footer and every page’s title."
          onChange={(event) => edit('siteName', event.target.value)}
          error={errors.siteName}
        />
        <div className="flex flex-col gap-1.5">
          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              role="switch"
              name="signUpOpen"
              checked={values.signUpOpen}
              aria-describedby={signUpHint}
              onChange={(event) => edit('signUpOpen', event.target.checked)}
              className="size-5 accent-brand-600"
            />
            Sign-up open
          </label>
          <p id={signUpHint} className="text-sm text-zinc-600 dark:text-zinc-400">
            When closed, the register page says so and new accounts are refused. People with an account still
            sign in.
          </p>
        </div>
      </fieldset>
      <fieldset className={`${card} grid gap-5 sm:grid-cols-2`}>
        <legend className="sr-only">Jobs and matching</legend>
        <TextField
          label="Jobs per page"
          name="jobsPageSize"
          type="number"
          inputMode="numeric"
          min={JOBS_PAGE_SIZE_CHOICES.min}
          max={JOBS_PAGE_SIZE_CHOICES.max}
          value={values.jobsPageSize}
          hint={`On the job listings, ${JOBS_PAGE_SIZE_CHOICES.min} to ${JOBS_PAGE_SIZE_CHOICES.max}.`}
          onChange={(event) => edit('jobsPageSize', event.target.value)}
          error={errors.jobsPageSize}
        />
        <TextField
          label="Strong-match threshold"
          name="strongMatchThreshold"
          type="number"
          inputMode="numeric"
          min={STRONG_MATCH_THRESHOLD_RANGE.min}
          max={STRONG_MATCH_THRESHOLD_RANGE.max}
          value={values.strongMatchThreshold}
          hint={`The match score (${STRONG_MATCH_THRESHOLD_RANGE.min}–${STRONG_MATCH_THRESHOLD_RANGE.max}) at which a new job notifies a seeker.`}
          onChange={(event) => edit('strongMatchThreshold', event.target.value)}
          error={errors.strongMatchThreshold}
        />
      </fieldset>
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && <Alert tone="success">Settings saved. The site uses them from now on.</Alert>}
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}

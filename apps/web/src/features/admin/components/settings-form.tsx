import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  JOBS_PAGE_SIZE_CHOICES,
  SITE_NAME_MAX,
  STRONG_MATCH_THRESHOLD_RANGE,
  type SiteSettings,
} from '@skillmatch/shared/schemas/settings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf, showServerErrors } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { useSaveSiteSettings } from '../api/use-site-settings';
import {
  isSettingsField,
  JOB_MODERATION_CHOICES,
  settingsFormSchema,
  settingsFormValuesFrom,
} from '../lib/settings-form';

const card =
  'rounded-card border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40';

/** The platform settings form: checked with the server's schema, the server's field messages in place. */
export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const form = useForm({
    defaultValues: settingsFormValuesFrom(settings),
    resolver: zodResolver(settingsFormSchema),
    reValidateMode: 'onSubmit',
  });
  const field = fieldOf(form);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const signUpHint = useId();
  const moderationHint = useId();
  const moderationError = form.formState.errors.jobModeration?.message;

  const send = (checked: SiteSettings) =>
    save.mutate(checked, {
      onSuccess: (answer) => {
        form.reset(settingsFormValuesFrom(answer));
        setSaved(true);
      },
      onError: (failure) => {
        setFormError(showServerErrors(form, failure, (path) => (isSettingsField(path) ? path : undefined)));
        // The first field in trouble takes focus, so its message is read out.
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      },
    });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        setFormError(null);
        setSaved(false);
        void form.handleSubmit(send)(event);
      }}
      onChange={() => setSaved(false)}
      noValidate
      className="space-y-6"
    >
      <fieldset className={`${card} space-y-5`}>
        <legend className="sr-only">Site</legend>
        <TextField
          label="Site name"
          maxLength={SITE_NAME_MAX + 20}
          hint="Shown in the top bar, the footer and every page’s title."
          {...field('siteName')}
        />
        <div className="flex flex-col gap-1.5">
          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              role="switch"
              aria-describedby={signUpHint}
              {...form.register('signUpOpen')}
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
          type="number"
          inputMode="numeric"
          min={JOBS_PAGE_SIZE_CHOICES.min}
          max={JOBS_PAGE_SIZE_CHOICES.max}
          hint={`On the job listings, ${JOBS_PAGE_SIZE_CHOICES.min} to ${JOBS_PAGE_SIZE_CHOICES.max}.`}
          {...field('jobsPageSize')}
        />
        <TextField
          label="Strong-match threshold"
          type="number"
          inputMode="numeric"
          min={STRONG_MATCH_THRESHOLD_RANGE.min}
          max={STRONG_MATCH_THRESHOLD_RANGE.max}
          hint={`The match score (${STRONG_MATCH_THRESHOLD_RANGE.min}–${STRONG_MATCH_THRESHOLD_RANGE.max}) at which a new job notifies a seeker.`}
          {...field('strongMatchThreshold')}
        />
      </fieldset>
      <fieldset className={`${card} space-y-3`} aria-describedby={moderationHint}>
        <legend className="float-left mb-1 w-full text-sm font-medium">Job review</legend>
        <p id={moderationHint} className="clear-left text-sm text-zinc-600 dark:text-zinc-400">
          Which employers’ new jobs wait for your review before seekers can find them. Your own jobs are
          always published at once.
        </p>
        <div className="space-y-2">
          {JOB_MODERATION_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 dark:border-zinc-700 dark:has-[:checked]:border-brand-400"
            >
              <input
                type="radio"
                value={choice.value}
                {...form.register('jobModeration')}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-medium">{choice.label}</span>
                <span className="text-sm text-zinc-600 dark:text-zinc-300">{choice.explanation}</span>
              </span>
            </label>
          ))}
        </div>
        {moderationError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {moderationError}
          </p>
        )}
      </fieldset>
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && <Alert tone="success">Settings saved. The site uses them from now on.</Alert>}
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}

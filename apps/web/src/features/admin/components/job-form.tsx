import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorOf, fieldOf } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  jobFormResolver,
  type FieldErrors,
  type JobFormField,
  type JobFormPayload,
  type JobFormValues,
  type RowListName,
} from '../lib/job-form-values';
import { RowListField } from './row-list-field';

/** What a failed save tells the form: the server's sentence and its per-field messages. */
export interface JobFormFailure {
  message: string;
  fields: FieldErrors;
}

interface JobFormProps {
  initialValues: JobFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Sends the checked payload; resolves with a failure to show, or nothing when saved. */
  onSubmit: (payload: JobFormPayload) => Promise<JobFormFailure | undefined>;
  /** Salary currency shown in the salary legend (USD for new jobs). */
  currency?: string;
  /** Next to the submit button, e.g. a Cancel link. */
  secondaryAction?: ReactNode;
  /** Blocks editing (e.g. while a success popup is shown). */
  locked?: boolean;
  /**
   * In place of the Company field: the company the job is posted for, when the poster does not choose it
   * (a hiring team posts for its current company). The form's company value is then only shown, not sent.
   */
  postingFor?: string | undefined;
  /** A hint under the Company field (the operator's: a name finds or makes its company). */
  companyHint?: string | undefined;
  /** A second way to send the checked form: saved as a draft rather than sent on. */
  onSaveDraft?: ((payload: JobFormPayload) => Promise<JobFormFailure | undefined>) | undefined;
}

const card =
  'rounded-card border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40';
const sectionTitle = 'text-base font-semibold tracking-tight';
// Date inputs draw their own calendar icon: give it the dark palette in the dark theme.
const dateField = 'dark:[&_input]:[color-scheme:dark]';

/** The add and edit job form: the job's fields (docs/product.md, "Records"), checked with the server's schema before sending. */
export function JobForm({
  initialValues,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  currency = 'USD',
  secondaryAction,
  locked = false,
  postingFor,
  companyHint,
  onSaveDraft,
}: JobFormProps) {
  const form = useForm<JobFormValues, unknown, JobFormPayload>({
    defaultValues: initialValues,
    resolver: jobFormResolver,
    reValidateMode: 'onSubmit',
    // The effect below focuses the first field in trouble, a list's first row included.
    shouldFocusError: false,
  });
  const field = fieldOf(form);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<object | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = pending || locked;

  // After a refused submit, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const text = (name: Exclude<JobFormField, 'remote' | RowListName>) => ({
    ...field(name),
    disabled: busy,
  });

  const rowList = (name: RowListName) => ({
    control: form.control,
    name,
    error: errorOf(form, name),
    disabled: busy,
    onEdit: () => form.clearErrors(name),
  });

  const save = async (payload: JobFormPayload, asDraft: boolean) => {
    const failure = await (asDraft && onSaveDraft ? onSaveDraft : onSubmit)(payload);
    if (!failure) return;
    for (const [name, message] of Object.entries(failure.fields) as [JobFormField, string][])
      form.setError(name, { type: 'server', message });
    setFormError(failure.message);
    if (Object.keys(failure.fields).length > 0) setFocusRequest({});
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        setFormError(null);
        const asDraft = (event.nativeEvent as SubmitEvent).submitter?.dataset.intent === 'draft';
        void form.handleSubmit(
          (payload) => save(payload, asDraft),
          () => setFocusRequest({}),
        )(event);
      }}
      className="space-y-6"
      aria-busy={pending || undefined}
    >
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Every field is required unless marked optional.
      </p>

      <section className={card} aria-labelledby="job-form-basics">
        <h2 id="job-form-basics" className={sectionTitle}>
          Job details
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Job title"
            autoComplete="off"
            maxLength={160}
            className="sm:col-span-2"
            {...text('title')}
          />
          {postingFor === undefined ? (
            <TextField
              label="Company"
              autoComplete="organization"
              maxLength={120}
              hint={companyHint}
              {...text('company')}
            />
          ) : (
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium">Company</span>
              <p className="flex min-h-11 items-center rounded-lg border border-dashed border-zinc-300 px-3 text-sm dark:border-zinc-700">
                Posting for&nbsp;<strong>{postingFor}</strong>
              </p>
            </div>
          )}
          <TextField
            label="Location"
            autoComplete="off"
            maxLength={120}
            placeholder="e.g. Berlin, Germany"
            {...text('location')}
          />
          <SelectField label="Job type" options={JOB_TYPES} {...text('type')} />
          <SelectField
            label="Category"
            options={JOB_CATEGORIES}
            placeholder="Select a category"
            {...text('category')}
          />
          <TextField
            label="Experience (optional)"
            autoComplete="off"
            maxLength={60}
            placeholder="e.g. 2+ years"
            {...text('experience')}
          />
          <label className="flex min-h-11 items-center gap-3 self-end rounded-lg border border-zinc-300 px-3 text-sm font-medium dark:border-zinc-700">
            <input
              type="checkbox"
              disabled={busy}
              {...form.register('remote')}
              className="size-4 accent-brand-600"
            />
            Remote position
          </label>
        </div>
      </section>

      <section className={card} aria-labelledby="job-form-pay">
        <h2 id="job-form-pay" className={sectionTitle}>
          Salary and dates
        </h2>
        <fieldset className="mt-4">
          <legend className="text-sm text-zinc-600 dark:text-zinc-400">
            Annual salary in {currency}, optional. Leave both empty if it is not shared.
          </legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Minimum salary"
              inputMode="numeric"
              placeholder="e.g. 90,000"
              {...text('salaryMin')}
            />
            <TextField
              label="Maximum salary"
              inputMode="numeric"
              placeholder="e.g. 120,000"
              {...text('salaryMax')}
            />
          </div>
        </fieldset>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField label="Posted date" type="date" className={dateField} {...text('postedDate')} />
          <TextField
            label="Closing date (optional)"
            type="date"
            className={dateField}
            {...text('closingDate')}
          />
        </div>
      </section>

      <section className={card} aria-labelledby="job-form-details">
        <h2 id="job-form-details" className={sectionTitle}>
          About the role
        </h2>
        <div className="mt-4 space-y-6">
          <TextareaField
            label="Description"
            rows={8}
            maxLength={10_000}
            hint="What the role is about, the team and what makes it worth applying."
            {...text('description')}
          />
          <RowListField
            legend="Responsibilities"
            itemLabel="Responsibility"
            placeholder="e.g. Build and ship product features"
            {...rowList('responsibilities')}
          />
          <RowListField
            legend="Requirements"
            itemLabel="Requirement"
            placeholder="e.g. Experience with TypeScript"
            {...rowList('requirements')}
          />
          <RowListField
            legend="Skills"
            itemLabel="Skill"
            placeholder="e.g. React"
            hint="One skill per row; they drive matching. Press Enter for the next row."
            {...rowList('skills')}
          />
        </div>
      </section>

      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {secondaryAction}
        {onSaveDraft && (
          <Button type="submit" size="lg" variant="secondary" data-intent="draft" disabled={busy}>
            Save as draft
          </Button>
        )}
        <Button type="submit" size="lg" disabled={busy}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

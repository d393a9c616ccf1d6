import type { NewApplicantEmailChoice } from '@skillmatch/shared/constants';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/select-field';
import { useEmailChoices, useSaveEmailChoices } from '../api/use-email-choices';

const card =
  'rounded-card border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40';

const CHOICES: { value: NewApplicantEmailChoice; label: string }[] = [
  { value: 'each', label: 'An email for each new applicant' },
  { value: 'daily', label: 'One daily summary' },
  { value: 'none', label: 'No email (the bell still tells you)' },
];

/** The administrator's own choice of new-applicant emails, saved as it is chosen. */
export function EmailChoicesCard() {
  const choices = useEmailChoices();
  const save = useSaveEmailChoices();
  return (
    <section className={`${card} mt-6`} aria-labelledby="email-choices-heading">
      <h2 id="email-choices-heading" className="text-lg font-semibold">
        Your emails
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        For you alone: how you hear of people applying to jobs.
      </p>
      <SelectField
        className="mt-4"
        label="New applicants"
        options={CHOICES}
        value={choices.data?.newApplicants ?? 'each'}
        disabled={choices.isPending || save.isPending}
        onChange={(event) => save.mutate({ newApplicants: event.target.value as NewApplicantEmailChoice })}
        hint={save.isSuccess ? 'Saved.' : undefined}
      />
      {(choices.isError || save.isError) && (
        <div className="mt-3">
          <Alert tone="error">{(save.error ?? choices.error)?.message}</Alert>
        </div>
      )}
    </section>
  );
}

import { UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useToast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { useJobInterviewers, useSetJobInterviewers } from '../api/use-job-interviewers';

/**
 * Who interviews for the job (they read its applicants, and nothing else of the company's). The job's
 * owners and recruiters, and the operator, choose them among the company's hiring team.
 */
export function JobInterviewersCard({ jobId }: { jobId: string }) {
  const interviewers = useJobInterviewers(jobId);
  const save = useSetJobInterviewers(jobId);
  const toast = useToast();
  const manages = useSession().data?.backOffice?.role !== 'interviewer';
  const [chosen, setChosen] = useState<string[] | null>(null);

  if (interviewers.isPending || interviewers.isError) return null;
  const { team } = interviewers.data;
  const assigned = interviewers.data.interviewers;

  const submit = () => {
    if (!chosen) return;
    save.mutate(chosen, {
      onSuccess: () => {
        setChosen(null);
        toast('Interviewers saved');
      },
    });
  };

  return (
    <section
      aria-labelledby="interviewers-heading"
      className="mb-6 rounded-card border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="interviewers-heading"
          className="flex items-center gap-2 text-lg font-semibold tracking-tight"
        >
          <UserRoundCheck className="size-5 text-brand-600 dark:text-brand-400" aria-hidden />
          Interviewers
        </h2>
        {manages && chosen === null && team.length > 0 && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setChosen(assigned.map((each) => each.userId))}
          >
            Choose interviewers
          </Button>
        )}
      </div>
      {chosen === null ? (
        <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300" data-testid="assigned-interviewers">
          {assigned.length > 0
            ? assigned.map((each) => each.name).join(', ')
            : team.length > 0
              ? 'No one is assigned to interview for this job yet.'
              : 'This company has no hiring team yet.'}
        </p>
      ) : (
        <form
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset>
            <legend className="text-sm text-zinc-600 dark:text-zinc-400">
              They can read this job’s applicants, and nothing else of the company’s.
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {team.map((person) => (
                <CheckboxField
                  key={person.userId}
                  className="flex min-h-11 items-center gap-2 text-sm"
                  label={`${person.name} (${person.email})`}
                  checked={chosen.includes(person.userId)}
                  onChange={(event) =>
                    setChosen(
                      event.target.checked
                        ? [...chosen, person.userId]
                        : chosen.filter((userId) => userId !== person.userId),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
          {save.isError && <Alert tone="error">{save.error.message}</Alert>}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save interviewers'}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setChosen(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

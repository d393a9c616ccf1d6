import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { JobAddedState } from '../../../components/layout/job-added-state';
import { useCreateJob } from '../api/use-create-job';
import { useJob } from '../api/use-job';
import { AdminPageShell } from '../components/admin-page-shell';
import { JobForm } from '../components/job-form';
import { JobFormSkeleton } from '../components/job-form-skeleton';
import {
  duplicateJobFormValues,
  emptyJobFormValues,
  type JobFormPayload,
  type JobFormValues,
} from '../lib/job-form-values';
import { saveFailure } from '../lib/save-failure';

/** Spec: the form resets 2 seconds after a job is added. */
export const RESET_AFTER_MS = 2000;

export const ADD_JOB_TEXTS = {
  heading: 'Add New Job Listing',
  submit: 'Save Job Listing',
  successTitle: 'Job Added Successfully!',
  successText: 'Your job listing has been successfully created.',
  continue: 'Continue',
} as const;

const SUBTITLE = 'Publish a role. Job seekers see it in the listings and in their matches at once.';

/**
 * /admin/jobs: publish a job, empty or (?from=<id>, the jobs table's Duplicate) pre-filled from another.
 * Success shows the spec's popup; Continue opens the new job, whose page offers "Add another".
 */
export function AddJobPage() {
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const source = useJob(from, { enabled: from !== '' });

  if (!from) return <AddJob key="empty" initialValues={emptyJobFormValues()} />;
  if (source.isPending) {
    return (
      <AdminPageShell title={ADD_JOB_TEXTS.heading} subtitle={SUBTITLE}>
        <JobFormSkeleton />
      </AdminPageShell>
    );
  }
  if (source.isError) {
    return (
      <AdminPageShell title={ADD_JOB_TEXTS.heading} subtitle={SUBTITLE}>
        <div className="flex flex-col items-start gap-4">
          <Alert tone="error">We could not load the job to copy: {source.error.message}</Alert>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void source.refetch()}>
              Try again
            </Button>
            <ButtonLink to="/admin/jobs">Start from an empty form</ButtonLink>
          </div>
        </div>
      </AdminPageShell>
    );
  }
  return <AddJob key={from} initialValues={duplicateJobFormValues(source.data)} copyOf={source.data.title} />;
}

function AddJob({ initialValues: firstValues, copyOf }: { initialValues: JobFormValues; copyOf?: string }) {
  const navigate = useNavigate();
  const createJob = useCreateJob();
  const [formKey, setFormKey] = useState(0);
  const [initialValues, setInitialValues] = useState(firstValues);
  const [created, setCreated] = useState<JobAddedState['jobAdded'] | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [resetPending, setResetPending] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const resetForm = () => {
    clearTimeout(resetTimer.current);
    setInitialValues(emptyJobFormValues());
    setFormKey((key) => key + 1);
    setResetPending(false);
  };

  const submit = async (payload: JobFormPayload) => {
    try {
      const job = await createJob.mutateAsync(payload);
      setCreated({ id: job.id, title: job.title });
    } catch (error) {
      return saveFailure(error);
    }
    setPopupOpen(true);
    setResetPending(true);
    resetTimer.current = setTimeout(resetForm, RESET_AFTER_MS);
    return undefined;
  };

  const onPopupChange = (open: boolean) => {
    setPopupOpen(open);
    // Closed without Continue (Escape, ×): stay for the next job, no need to wait for the timer.
    if (!open && resetPending) resetForm();
  };

  const openNewJob = () => {
    if (!created) return;
    const state: JobAddedState = { jobAdded: created };
    void navigate(`/jobs/${created.id}`, { state });
  };

  return (
    <AdminPageShell
      title={ADD_JOB_TEXTS.heading}
      subtitle={copyOf && formKey === 0 ? `A copy of “${copyOf}”: change what differs, then save.` : SUBTITLE}
    >
      <JobForm
        key={formKey}
        initialValues={initialValues}
        submitLabel={ADD_JOB_TEXTS.submit}
        pendingLabel="Saving…"
        pending={createJob.isPending}
        locked={resetPending}
        onSubmit={submit}
        secondaryAction={
          <ButtonLink to="/dashboard" variant="secondary" size="lg">
            Cancel
          </ButtonLink>
        }
      />
      <Dialog
        open={popupOpen}
        onOpenChange={onPopupChange}
        title={ADD_JOB_TEXTS.successTitle}
        description={ADD_JOB_TEXTS.successText}
        icon={
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300">
            <CheckCircle2 className="size-5" aria-hidden />
          </span>
        }
        onCloseAutoFocus={(event) => {
          // Back to the top of the (now empty) form, ready for the next job.
          event.preventDefault();
          document.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
        }}
      >
        {created && (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            <Link
              to={`/jobs/${created.id}`}
              className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              {created.title}
            </Link>{' '}
            is live: job seekers can find it and apply.
          </p>
        )}
        <Button onClick={openNewJob}>{ADD_JOB_TEXTS.continue}</Button>
      </Dialog>
    </AdminPageShell>
  );
}

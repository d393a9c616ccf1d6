import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useCreateJob } from '../api/use-create-job';
import { AdminPageShell } from '../components/admin-page-shell';
import { JobForm } from '../components/job-form';
import { emptyJobFormValues, type JobFormPayload } from '../lib/job-form-values';
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

/** /admin/jobs: publish a job. Success shows the spec's popup; the form empties itself 2 s later. */
export function AddJobPage() {
  const createJob = useCreateJob();
  const [formKey, setFormKey] = useState(0);
  const [initialValues, setInitialValues] = useState(() => emptyJobFormValues());
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
      await createJob.mutateAsync(payload);
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
    // Continue means "next job": no need to wait for the timer.
    if (!open && resetPending) resetForm();
  };

  return (
    <AdminPageShell
      title={ADD_JOB_TEXTS.heading}
      subtitle="Publish a role. Job seekers see it in the listings and in their matches at once."
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
        <DialogClose asChild>
          <Button>{ADD_JOB_TEXTS.continue}</Button>
        </DialogClose>
      </Dialog>
    </AdminPageShell>
  );
}

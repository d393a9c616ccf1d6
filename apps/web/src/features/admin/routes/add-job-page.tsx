import { CheckCircle2, Hourglass } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { PostingOptions } from '@skillmatch/shared/schemas/jobs';
import type { JobAddedState } from '../../../components/layout/job-added-state';
import { LoadError } from '../../../components/ui/load-error';
import { useCreateJob } from '../api/use-create-job';
import { usePostingOptions } from '../api/use-job-review';
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
  reviewTitle: 'Submitted for review',
  reviewText: 'The site’s team reviews it before job seekers can see it.',
  draftTitle: 'Draft saved',
  draftText: 'Only your team sees it. Submit it from the job’s page when it is ready.',
} as const;

const SUBTITLE = 'Publish a role. Job seekers see it in the listings and in their matches at once.';
const REVIEWED_SUBTITLE =
  'Post a role. The site’s team reviews it before job seekers can see it; you are told of the decision.';
const OPERATOR_COMPANY_HINT = 'The employer’s name: its company is used, or made when there is none yet.';

/** Why the viewer cannot post here (their role, or a suspended company). */
function NoPosting({ options }: { options: PostingOptions }) {
  const company = options.company;
  return (
    <AdminPageShell title={ADD_JOB_TEXTS.heading}>
      <Alert tone="error">
        {company?.suspended
          ? `${company.name} is suspended, so it cannot post jobs. Contact the site’s team to find out why.`
          : `As ${company?.role === 'interviewer' ? 'an interviewer' : 'a member'} of ${company?.name ?? 'this company'} you cannot post jobs. Ask one of its owners or recruiters.`}
      </Alert>
    </AdminPageShell>
  );
}

/**
 * /admin/jobs: post a job, empty or (?from=<id>, the jobs table's Duplicate) pre-filled from another. A
 * hiring team posts for its current company; the operator names the employer. Success shows the product's
 * popup (or says the job went to review); Continue opens the new job.
 */
export function AddJobPage() {
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const source = useJob(from, { enabled: from !== '' });
  const options = usePostingOptions();

  if (options.isPending) {
    return (
      <AdminPageShell title={ADD_JOB_TEXTS.heading} subtitle={SUBTITLE}>
        <JobFormSkeleton />
      </AdminPageShell>
    );
  }
  if (options.isError) {
    return (
      <AdminPageShell title={ADD_JOB_TEXTS.heading}>
        <LoadError what="where you post jobs" onRetry={() => void options.refetch()} />
      </AdminPageShell>
    );
  }
  if (!options.data.mayPost) return <NoPosting options={options.data} />;
  const posting = options.data;
  const empty = () => emptyValuesFor(posting);

  if (!from) return <AddJob key="empty" posting={posting} emptyValues={empty} initialValues={empty()} />;
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
  const copy = duplicateJobFormValues(source.data);
  return (
    <AddJob
      key={from}
      posting={posting}
      emptyValues={empty}
      initialValues={posting.company ? { ...copy, company: posting.company.name } : copy}
      copyOf={source.data.title}
    />
  );
}

/** An empty form; a team's job carries its company's name (shown, and what the form checks). */
function emptyValuesFor(posting: PostingOptions): JobFormValues {
  const values = emptyJobFormValues();
  return posting.company ? { ...values, company: posting.company.name } : values;
}

interface AddJobProps {
  posting: PostingOptions;
  emptyValues: () => JobFormValues;
  initialValues: JobFormValues;
  copyOf?: string;
}

function AddJob({ posting, emptyValues, initialValues: firstValues, copyOf }: AddJobProps) {
  const navigate = useNavigate();
  const createJob = useCreateJob();
  const [formKey, setFormKey] = useState(0);
  const [initialValues, setInitialValues] = useState(firstValues);
  const [created, setCreated] = useState<
    (JobAddedState['jobAdded'] & { reviewed: boolean; draft: boolean }) | null
  >(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const [resetPending, setResetPending] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const resetForm = () => {
    clearTimeout(resetTimer.current);
    setInitialValues(emptyValues());
    setFormKey((key) => key + 1);
    setResetPending(false);
  };

  const submit = async (payload: JobFormPayload, draft = false) => {
    try {
      // A team posts for its current company: the id, not the name shown.
      const { company, ...fields } = payload;
      const job = await createJob.mutateAsync({
        ...(posting.company ? { ...fields, companyId: posting.company.id } : { ...fields, company }),
        ...(draft ? { draft } : {}),
      });
      setCreated({
        id: job.id,
        title: job.title,
        reviewed: job.review === 'pending',
        draft: job.review === 'draft',
      });
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
    // A draft or a job waiting for review has no public page yet: its team follows it in the back office.
    if (created.reviewed || created.draft) {
      void navigate(`/admin/jobs/${created.id}/edit`);
      return;
    }
    const state: JobAddedState = { jobAdded: { id: created.id, title: created.title } };
    void navigate(`/jobs/${created.id}`, { state });
  };
  const subtitle = posting.reviewed ? REVIEWED_SUBTITLE : SUBTITLE;

  return (
    <AdminPageShell
      title={ADD_JOB_TEXTS.heading}
      subtitle={copyOf && formKey === 0 ? `A copy of “${copyOf}”: change what differs, then save.` : subtitle}
    >
      <JobForm
        postingFor={posting.company?.name}
        onSaveDraft={posting.company ? (payload) => submit(payload, true) : undefined}
        companyHint={posting.operator ? OPERATOR_COMPANY_HINT : undefined}
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
        title={
          created?.draft
            ? ADD_JOB_TEXTS.draftTitle
            : created?.reviewed
              ? ADD_JOB_TEXTS.reviewTitle
              : ADD_JOB_TEXTS.successTitle
        }
        description={
          created?.draft
            ? ADD_JOB_TEXTS.draftText
            : created?.reviewed
              ? ADD_JOB_TEXTS.reviewText
              : ADD_JOB_TEXTS.successText
        }
        icon={
          created?.reviewed || created?.draft ? (
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200">
              <Hourglass className="size-5" aria-hidden />
            </span>
          ) : (
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300">
              <CheckCircle2 className="size-5" aria-hidden />
            </span>
          )
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
              to={
                created.reviewed || created.draft ? `/admin/jobs/${created.id}/edit` : `/jobs/${created.id}`
              }
              className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              {created.title}
            </Link>{' '}
            {created.draft
              ? 'is saved as a draft.'
              : created.reviewed
                ? 'waits for review. You are told in your notifications and by email when it is published.'
                : 'is live: job seekers can find it and apply.'}
          </p>
        )}
        <Button onClick={openNewJob}>{ADD_JOB_TEXTS.continue}</Button>
      </Dialog>
    </AdminPageShell>
  );
}

import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useJob } from '../api/use-job';
import { useUpdateJob } from '../api/use-update-job';
import { AdminPageShell } from '../components/admin-page-shell';
import { NotFoundPanel } from '../components/not-found-panel';
import { DangerButton } from '../../../components/ui/danger-button';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { JobForm } from '../components/job-form';
import { JobFormSkeleton } from '../components/job-form-skeleton';
import { JobReviewBadge } from '../components/job-review-badge';
import { JobReviewPanel } from '../components/job-review-panel';
import { JobStatusBadge } from '../components/job-status-badge';
import { jobFormValuesFrom, type JobFormPayload } from '../lib/job-form-values';
import { saveFailure } from '../lib/save-failure';

const HEADING = 'Edit Job Listing';

/** /admin/jobs/:id/edit: change a job, close or reopen it, or delete it; submit one not yet published. */
export function EditJobPage() {
  const { id = '' } = useParams();
  const job = useJob(id);

  if (job.isPending) {
    return (
      <AdminPageShell title={HEADING}>
        <JobFormSkeleton />
      </AdminPageShell>
    );
  }

  if (job.isError) {
    if (job.error instanceof ApiRequestError && job.error.status === 404) return <JobNotFound />;
    return (
      <AdminPageShell title={HEADING}>
        <div className="space-y-4">
          <Alert tone="error">{job.error.message}</Alert>
          <Button variant="secondary" onClick={() => void job.refetch()}>
            Try again
          </Button>
        </div>
      </AdminPageShell>
    );
  }

  // Keyed by job: opening another job's edit page starts from that job's values.
  return <EditJob key={job.data.id} job={job.data} />;
}

function JobNotFound() {
  return (
    <AdminPageShell title="Job not found">
      <NotFoundPanel
        text="This job does not exist, or it has been deleted."
        to="/dashboard"
        action="Back to job listings"
      />
    </AdminPageShell>
  );
}

function EditJob({ job }: { job: Job }) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useUpdateJob(job.id);
  const status = useUpdateJob(job.id);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [initialValues] = useState(() => jobFormValuesFrom(job));
  const active = job.status === 'active';

  const submit = async (payload: JobFormPayload) => {
    try {
      await save.mutateAsync(payload);
    } catch (error) {
      return saveFailure(error);
    }
    toast('Job updated');
    void navigate('/dashboard');
    return undefined;
  };

  const toggleStatus = () => {
    setStatusError(null);
    status.mutate(
      { status: active ? 'closed' : 'active' },
      {
        onSuccess: (updated) => toast(updated.status === 'active' ? 'Listing reopened' : 'Listing closed'),
        onError: (failure) => setStatusError(failure.message),
      },
    );
  };

  return (
    <AdminPageShell
      title={HEADING}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          <span>
            <span className="font-medium text-zinc-900 dark:text-zinc-100">{job.title}</span>
            {job.company && ` at ${job.company}`}
          </span>
          <JobStatusBadge status={job.status} />
          <JobReviewBadge review={job.review} />
        </span>
      }
    >
      <JobReviewPanel job={job} />
      <div className="mb-6 flex flex-col gap-4 rounded-card border border-zinc-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6 dark:border-zinc-800">
        <div className="text-sm text-zinc-600 dark:text-zinc-400">
          {job.review !== 'published'
            ? 'Job seekers cannot see this job until it is published.'
            : active
              ? 'This listing is open: job seekers can find it and apply.'
              : 'This listing is closed: it is hidden from job seekers and takes no new applications.'}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={toggleStatus} disabled={status.isPending}>
            {active ? (
              <Archive className="size-4" aria-hidden />
            ) : (
              <ArchiveRestore className="size-4" aria-hidden />
            )}
            {active ? 'Close listing' : 'Reopen listing'}
          </Button>
          <DangerButton variant="outline" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden />
            Delete job
          </DangerButton>
        </div>
      </div>
      {statusError && (
        <div className="mb-6">
          <Alert tone="error">{statusError}</Alert>
        </div>
      )}

      <JobForm
        initialValues={initialValues}
        currency={job.currency}
        submitLabel="Save Changes"
        pendingLabel="Saving…"
        pending={save.isPending}
        onSubmit={submit}
        secondaryAction={
          <ButtonLink to="/dashboard" variant="secondary" size="lg">
            Cancel
          </ButtonLink>
        }
      />

      <DeleteJobDialog
        job={deleting ? { id: job.id, title: job.title, status: job.status } : null}
        onOpenChange={setDeleting}
        onDeleted={() => {
          toast('Job deleted');
          void navigate('/dashboard');
        }}
      />
    </AdminPageShell>
  );
}

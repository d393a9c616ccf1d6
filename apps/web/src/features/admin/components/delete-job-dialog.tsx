import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { plural } from '../../../lib/format';
import { usePipelineBoard } from '../api/pipeline-queries';
import { useDeleteJob } from '../api/use-delete-job';
import { useUpdateJob } from '../api/use-update-job';
import { DangerButton } from '../../../components/ui/danger-button';

interface DeleteJobDialogProps {
  /** The job to delete; null keeps the dialog closed. */
  job: { id: string; title: string; status?: string } | null;
  onOpenChange: (open: boolean) => void;
  /** Called once the server has deleted the job (the dialog closes itself first). */
  onDeleted: (job: { id: string; title: string }) => void;
}

/** The statuses of people still in the running: deleting or closing the job ends these applications. */
const OPEN_STATUSES = ['Applied', 'In Progress', 'Interview'] as const;

/**
 * "Delete this job?": asks before deleting, says who is still in the running and what happens to them,
 * offers to close the listing instead, and reports a failure in place.
 */
export function DeleteJobDialog({ job, onOpenChange, onDeleted }: DeleteJobDialogProps) {
  const deleteJob = useDeleteJob();
  const closeJob = useUpdateJob(job?.id ?? '');
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const board = usePipelineBoard({ jobId: job?.id ?? '', q: '' }, job !== null);
  const inTheRunning = OPEN_STATUSES.map(
    (status) => [status, board.data?.columns.find((column) => column.status === status)?.total ?? 0] as const,
  ).filter(([, count]) => count > 0);
  const people = inTheRunning.reduce((sum, [, count]) => sum + count, 0);
  const pending = deleteJob.isPending || closeJob.isPending;

  const close = (open: boolean) => {
    if (pending) return;
    if (!open) setError(null);
    onOpenChange(open);
  };

  const confirm = () => {
    if (!job) return;
    setError(null);
    deleteJob.mutate(job.id, {
      onSuccess: () => {
        onOpenChange(false);
        onDeleted(job);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  const closeInstead = () => {
    setError(null);
    closeJob.mutate(
      { status: 'closed' },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast('Listing closed');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Dialog
      open={job !== null}
      onOpenChange={close}
      alert
      title="Delete this job?"
      icon={
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <Trash2 className="size-5" aria-hidden />
        </span>
      }
      description={
        <>
          <strong className="font-semibold text-zinc-900 dark:text-zinc-100">{job?.title}</strong> will be
          removed from the job listings for good. Applications already sent stay readable to the people who
          applied.
          {board.isPending ? (
            <span className="mt-2 block">Checking who is still in the running…</span>
          ) : (
            people > 0 && (
              <span className="mt-2 block" data-testid="in-the-running">
                {plural(people, 'person', 'people')} {people === 1 ? 'is' : 'are'} still in the running:{' '}
                {inTheRunning.map(([status, count]) => `${count} ${status}`).join(', ')}. Deleting or closing
                the job ends each of their applications as “Closed by the employer” and tells them by notice
                and email.
              </span>
            )
          )}
        </>
      }
    >
      {error && (
        <div className="w-full">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      {job?.status === 'active' && (
        <Button variant="secondary" onClick={closeInstead} disabled={pending}>
          {closeJob.isPending ? 'Closing…' : 'Close instead'}
        </Button>
      )}
      <DangerButton onClick={confirm} disabled={pending}>
        {deleteJob.isPending ? 'Deleting…' : 'Delete'}
      </DangerButton>
    </Dialog>
  );
}

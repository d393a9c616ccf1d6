import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useDeleteJob } from '../api/use-delete-job';
import { DangerButton } from '../../../components/ui/danger-button';

interface DeleteJobDialogProps {
  /** The job to delete; null keeps the dialog closed. */
  job: { id: string; title: string } | null;
  onOpenChange: (open: boolean) => void;
  /** Called once the server has deleted the job (the dialog closes itself first). */
  onDeleted: (job: { id: string; title: string }) => void;
}

/** "Delete this job?": asks before deleting, says what stays, and reports a failure in place. */
export function DeleteJobDialog({ job, onOpenChange, onDeleted }: DeleteJobDialogProps) {
  const deleteJob = useDeleteJob();
  const [error, setError] = useState<string | null>(null);

  const close = (open: boolean) => {
    if (deleteJob.isPending) return;
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
        </>
      }
    >
      {error && (
        <div className="w-full">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <DialogClose asChild>
        <Button variant="secondary" disabled={deleteJob.isPending}>
          Cancel
        </Button>
      </DialogClose>
      <DangerButton onClick={confirm} disabled={deleteJob.isPending}>
        {deleteJob.isPending ? 'Deleting…' : 'Delete'}
      </DangerButton>
    </Dialog>
  );
}

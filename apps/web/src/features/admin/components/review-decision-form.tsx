import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { REVIEW_NOTE_MAX, reviewJobSchema, type JobReviewDecision } from '@skillmatch/shared/schemas/jobs';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useReviewJob } from '../api/use-job-review';

const DECISIONS: { value: JobReviewDecision; label: string; hint: string; send: string; done: string }[] = [
  {
    value: 'publish',
    label: 'Publish',
    hint: 'Job seekers can find it and apply at once.',
    send: 'Publish job',
    done: 'Job published',
  },
  {
    value: 'changes',
    label: 'Ask for changes',
    hint: 'It goes back to the employer with your note; they edit it and submit it again.',
    send: 'Send back for changes',
    done: 'Changes requested',
  },
  {
    value: 'reject',
    label: 'Reject',
    hint: 'It will not be published; the employer reads your note.',
    send: 'Reject job',
    done: 'Job rejected',
  },
];

/**
 * The operator's decision on a job waiting for review, checked by the shared schema here and again on
 * the server. The employer's team is told of it in their bell and by email.
 */
export function ReviewDecisionForm({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const review = useReviewJob(jobId);
  const groupHint = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [decision, setDecision] = useState<JobReviewDecision>('publish');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const chosen = DECISIONS.find((entry) => entry.value === decision)!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = reviewJobSchema.safeParse({ decision, ...(note.trim() ? { note } : {}) });
    if (!checked.success) {
      setNoteError(checked.error.issues.find((issue) => issue.path[0] === 'note')?.message);
      noteRef.current?.focus();
      return;
    }
    review.mutate(checked.data, {
      onSuccess: () => {
        toast(chosen.done);
        void navigate('/admin/review');
      },
      onError: (failure) => {
        const fieldMessage = failure instanceof ApiRequestError ? failure.body?.fields?.note : undefined;
        if (fieldMessage) setNoteError(fieldMessage);
        else setFormError(failure.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Your decision">
      <fieldset className="grid gap-2" aria-describedby={groupHint}>
        <legend className="mb-1 text-base font-semibold">Your decision</legend>
        <p id={groupHint} className="text-sm text-zinc-600 dark:text-zinc-400">
          The employer’s team is told in their notifications and by email.
        </p>
        {DECISIONS.map((entry) => (
          <label
            key={entry.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 dark:border-zinc-700 dark:has-[:checked]:border-brand-400"
          >
            <input
              type="radio"
              name="decision"
              value={entry.value}
              checked={decision === entry.value}
              onChange={() => {
                setDecision(entry.value);
                setNoteError(undefined);
              }}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-medium">{entry.label}</span>
              <span className="text-sm text-zinc-600 dark:text-zinc-300">{entry.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextareaField
        ref={noteRef}
        label={decision === 'publish' ? 'Note (not needed to publish)' : 'Note to the employer'}
        hint={
          decision === 'changes'
            ? 'Say what to change.'
            : decision === 'reject'
              ? 'Say why the job is rejected.'
              : undefined
        }
        rows={4}
        limit={REVIEW_NOTE_MAX}
        value={note}
        disabled={decision === 'publish'}
        error={noteError}
        onChange={(event) => {
          setNote(event.target.value);
          setNoteError(undefined);
        }}
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <div>
        <Button type="submit" disabled={review.isPending}>
          {review.isPending ? 'Sending…' : chosen.send}
        </Button>
      </div>
    </form>
  );
}

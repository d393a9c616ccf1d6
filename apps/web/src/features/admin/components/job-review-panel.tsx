import { Send } from 'lucide-react';
import { useState } from 'react';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { useSubmitJob } from '../api/use-job-review';
import { JobReviewBadge } from './job-review-badge';

const EXPLANATIONS: Record<Exclude<Job['review'], 'published'>, string> = {
  draft: 'This job is a draft: only your team sees it. Submit it when it is ready.',
  pending:
    'This job waits for the site’s review: job seekers cannot see it yet. You will be told of the decision.',
  changes_requested:
    'The site’s team asked for changes before publishing this job. Edit it and save, then submit it again.',
  rejected: 'The site’s team rejected this job: it will not be published.',
};

/**
 * Where an unpublished job stands in moderation, on its edit page: the state, the operator's note, and
 * the way on (submit a draft or a job sent back; the operator reviews one waiting).
 */
export function JobReviewPanel({ job }: { job: Job }) {
  const toast = useToast();
  const submit = useSubmitJob(job.id);
  const operator = useSession().data?.user?.role === 'admin';
  const [error, setError] = useState<string | null>(null);
  if (job.review === 'published') return null;
  const canSubmit = job.review === 'draft' || job.review === 'changes_requested';

  const send = () => {
    setError(null);
    submit.mutate(
      {},
      {
        onSuccess: (sent) => toast(sent.review === 'pending' ? 'Submitted for review' : 'Job published'),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <section
      aria-label="Review"
      className="mb-6 space-y-3 rounded-card border border-amber-300 bg-amber-50 p-4 sm:p-6 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold">Review</h2>
        <JobReviewBadge review={job.review} />
      </div>
      <p className="text-sm text-zinc-800 dark:text-zinc-200">{EXPLANATIONS[job.review]}</p>
      {job.reviewNote && (
        <blockquote className="rounded-lg border-l-4 border-amber-500 bg-white px-3 py-2 text-sm whitespace-pre-line text-zinc-900 dark:bg-zinc-900 dark:text-zinc-100">
          <span className="font-medium">The reviewer’s note: </span>
          {job.reviewNote}
        </blockquote>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-3">
        {canSubmit && (
          <Button onClick={send} disabled={submit.isPending}>
            <Send className="size-4" aria-hidden />
            {submit.isPending ? 'Submitting…' : operator ? 'Publish' : 'Submit for review'}
          </Button>
        )}
        {job.review === 'pending' && operator && (
          <ButtonLink to={`/admin/review/${job.id}`} variant="secondary">
            Review it
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

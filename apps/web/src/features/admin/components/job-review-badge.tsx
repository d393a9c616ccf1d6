import type { JobReviewState } from '@skillmatch/shared/constants';

/** What each moderation state is called on the back office's screens. */
export const REVIEW_LABELS: Record<JobReviewState, string> = {
  draft: 'Draft',
  pending: 'Waiting for review',
  published: 'Published',
  changes_requested: 'Changes requested',
  rejected: 'Rejected',
};

const TONES: Record<Exclude<JobReviewState, 'published'>, string> = {
  draft: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  changes_requested: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** A job's moderation state beside its open/closed status; nothing for a published job (the usual case). */
export function JobReviewBadge({ review }: { review: JobReviewState }) {
  if (review === 'published') return null;
  return (
    <span
      data-review={review}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[review]}`}
    >
      {REVIEW_LABELS[review]}
    </span>
  );
}

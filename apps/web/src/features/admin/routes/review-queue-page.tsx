import { useId } from 'react';
import { Link } from 'react-router';
import type { ReviewQueue } from '@skillmatch/shared/schemas/jobs';
import { LoadError } from '../../../components/ui/load-error';
import { formatDate, plural } from '../../../lib/format';
import { useJobReviews } from '../api/use-job-review';
import { AdminPageShell } from '../components/admin-page-shell';
import { InboxSkeleton, ReceivedTime } from '../components/inbox-list';

const emptyClass = 'px-4 py-10 text-center text-sm text-zinc-700 sm:px-6 dark:text-zinc-300';

function QueueList({ items }: { items: ReviewQueue['items'] }) {
  return (
    <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {items.map((item) => (
        <li key={item.id} className="relative px-4 py-4 hover:bg-zinc-50 sm:px-6 dark:hover:bg-zinc-900">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="min-w-0 text-sm">
              <Link
                to={`/admin/review/${item.id}`}
                className="font-semibold after:absolute after:inset-0 hover:underline"
              >
                {item.title}
              </Link>{' '}
              <span className="text-zinc-700 dark:text-zinc-300">at {item.company}</span>
            </p>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              Waiting since <ReceivedTime at={item.submittedAt} />
            </span>
          </div>
          <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
            {item.poster ? (
              <>
                Posted by {item.poster.name}{' '}
                <span className="break-all text-zinc-600 dark:text-zinc-400">({item.poster.email})</span>
              </>
            ) : (
              'Posted by an account that no longer exists'
            )}{' '}
            · posting date <time dateTime={item.postedDate}>{formatDate(item.postedDate)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /admin/review: the jobs waiting for the operator's review, longest waiting first; each opens its review. */
export function ReviewQueuePage() {
  const headingId = useId();
  const queue = useJobReviews();
  return (
    <AdminPageShell
      title="Review queue"
      subtitle="Employers’ jobs waiting for your review. Job seekers see a job once you publish it."
    >
      <section
        aria-labelledby={headingId}
        className="rounded-card border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/40"
      >
        <div className="border-b border-zinc-200 px-4 pt-4 pb-3 sm:px-6 dark:border-zinc-800">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            Waiting for review
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {queue.data
              ? queue.data.total > queue.data.items.length
                ? `${plural(queue.data.total, 'job')} waiting; the ${queue.data.items.length} waiting longest are shown`
                : `${plural(queue.data.total, 'job')} waiting`
              : '\u00a0'}
          </p>
        </div>
        {queue.isPending ? (
          <InboxSkeleton label="Loading the jobs waiting for review" />
        ) : queue.isError && !queue.data ? (
          <div className="p-4 sm:px-6">
            <LoadError what="the jobs waiting for review" onRetry={() => void queue.refetch()} />
          </div>
        ) : queue.data.items.length === 0 ? (
          <p className={emptyClass}>
            No job is waiting for review. New ones appear here, and in your notifications.
          </p>
        ) : (
          <QueueList items={queue.data.items} />
        )}
      </section>
    </AdminPageShell>
  );
}

import { CheckCircle2, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { jobAddedOf } from './job-added-state';

/**
 * Under the top bar of a job that was just published: says so and offers "Add another". It belongs to
 * that history entry, so it goes away on the next page and comes back with the Back button.
 */
export default function JobAddedBanner() {
  const location = useLocation();
  const added = jobAddedOf(location.state);
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  if (!added || location.pathname !== `/jobs/${added.id}` || dismissedKey === location.key) return null;
  return (
    <div
      role="status"
      className="border-t border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <CheckCircle2 className="size-4 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1">
          Job published: <span className="font-medium">{added.title}</span>.{' '}
          <Link to="/admin/jobs" className="font-medium underline underline-offset-2">
            Add another
          </Link>
        </p>
        <button
          type="button"
          onClick={() => setDismissedKey(location.key)}
          aria-label="Dismiss"
          className="inline-flex size-9 items-center justify-center rounded-md hover:bg-green-100 dark:hover:bg-green-900"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}

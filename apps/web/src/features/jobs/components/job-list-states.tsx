import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function JobCardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <ul className="space-y-4" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-52 animate-pulse rounded-card bg-zinc-100 dark:bg-zinc-800/60" />
      ))}
    </ul>
  );
}

/** Spec: 'No jobs found.' with a View all jobs button. */
export function NoJobsFound({ onViewAll }: { onViewAll: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-zinc-300 px-6 py-16 text-center dark:border-zinc-700">
      <SearchX className="size-8 text-zinc-500" aria-hidden />
      <p className="mt-3 text-lg font-semibold">No jobs found.</p>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Try fewer filters or another search.</p>
      <Button className="mt-5" onClick={onViewAll}>
        View all jobs
      </Button>
    </div>
  );
}

export function JobsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-card border border-red-300 bg-red-50 p-6 text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200"
    >
      <p className="font-semibold">{message || 'An error occurred'}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-zinc-700 tabular-nums dark:text-zinc-300">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

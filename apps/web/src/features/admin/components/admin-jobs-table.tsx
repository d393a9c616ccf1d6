import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ADMIN_JOBS_PAGE_SIZE, useAdminJobs } from '../api/use-admin-jobs';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useMediaQuery } from '../lib/use-media-query';
import { DeleteJobDialog } from './delete-job-dialog';
import { JobCards, JobsTable, type ListState } from './admin-jobs-list';

export const SEARCH_DEBOUNCE_MS = 300;
export const NO_MATCHES = 'No jobs found matching your search criteria';

/**
 * The admin's Job Listings: every job, active or closed, searched on the server as the admin types,
 * 20 to a page, with View, Edit and Delete on each. A table on wide screens, cards on phones and tablets.
 */
export function AdminJobsTable() {
  const headingId = useId();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const goTo = (next: number) => setPaging({ q, page: next });
  const [deleting, setDeleting] = useState<Job | null>(null);
  const wide = useMediaQuery('(min-width: 1024px)');

  const jobs = useAdminJobs({ q, page });
  const total = jobs.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_JOBS_PAGE_SIZE));
  const rows = jobs.data?.jobs ?? [];
  const updating = jobs.isFetching && !jobs.isPending;

  const state: ListState = jobs.isPending
    ? { kind: 'loading' }
    : jobs.isError && !jobs.data
      ? {
          kind: 'message',
          content: (
            <div className="flex flex-col items-start gap-3 text-left">
              <Alert tone="error">{jobs.error.message}</Alert>
              <Button variant="secondary" size="sm" onClick={() => void jobs.refetch()}>
                Try again
              </Button>
            </div>
          ),
        }
      : rows.length === 0
        ? {
            kind: 'message',
            content: q ? (
              NO_MATCHES
            ) : (
              <span className="inline-flex flex-col items-center gap-3">
                No job listings yet.
                <ButtonLink to="/admin/jobs" size="sm">
                  Add New Job
                </ButtonLink>
              </span>
            ),
          }
        : { kind: 'jobs', jobs: rows };

  const onDeleted = (job: { title: string }) => {
    toast(`Job deleted: ${job.title}`);
    // The last row of a later page is gone: show the page before it.
    if (rows.length === 1 && page > 1) goTo(page - 1);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/40"
    >
      <div className="flex flex-col gap-3 border-b border-zinc-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:border-zinc-800">
        <div>
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            Job Listings
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {jobs.data
              ? `${total.toLocaleString('en-US')} ${total === 1 ? 'job' : 'jobs'}${q ? ' found' : ''}`
              : '\u00a0'}
          </p>
        </div>
        <div className="relative w-full sm:w-72">
          <label htmlFor={`${headingId}-search`} className="sr-only">
            Search jobs
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
            aria-hidden
          />
          <input
            id={`${headingId}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search jobs..."
            autoComplete="off"
            maxLength={200}
            className="h-11 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-9 text-base sm:h-10 sm:text-sm dark:border-zinc-700 dark:bg-zinc-900"
          />
        </div>
      </div>

      {wide ? (
        <JobsTable state={state} updating={updating} labelledBy={headingId} onDelete={setDeleting} />
      ) : (
        <JobCards state={state} updating={updating} onDelete={setDeleting} />
      )}

      {jobs.data && total > 0 && (
        <nav
          aria-label="Job listings pages"
          className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 px-4 py-3 sm:px-6 dark:border-zinc-800"
        >
          <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
            Page {page} of {pageCount}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              <ChevronLeft className="size-4" aria-hidden />
              Previous
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pageCount || jobs.isPlaceholderData}
              onClick={() => goTo(page + 1)}
            >
              Next
              <ChevronRight className="size-4" aria-hidden />
            </Button>
          </div>
        </nav>
      )}

      <DeleteJobDialog
        job={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={onDeleted}
      />
    </section>
  );
}

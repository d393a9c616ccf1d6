import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ADMIN_JOBS_PAGE_SIZE, useAdminJobs } from '../api/use-admin-jobs';
import { formatCalendarDate } from '../lib/format-date';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useMediaQuery } from '../lib/use-media-query';
import { DeleteJobDialog } from './delete-job-dialog';
import { JobStatusBadge } from './job-status-badge';

export const SEARCH_DEBOUNCE_MS = 300;
export const NO_MATCHES = 'No jobs found matching your search criteria';
const COLUMNS = ['Job Title', 'Company', 'Location', 'Posted Date', 'Status', 'Actions'] as const;
const SKELETON_ROWS = 4;

const cell = 'px-4 py-3 align-middle';
const bar = 'h-4 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800';
const actionLink =
  'inline-flex h-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/40';
const deleteButton =
  'inline-flex h-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/60';

/** What the list shows instead of jobs: loading, a failure, or nothing found. */
type ListState =
  { kind: 'loading' } | { kind: 'message'; content: ReactNode } | { kind: 'jobs'; jobs: Job[] };

interface ListProps {
  state: ListState;
  updating: boolean;
  onDelete: (job: Job) => void;
}

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

function JobActions({ job, onDelete, wide }: { job: Job; onDelete: (job: Job) => void; wide: boolean }) {
  const size = wide ? '' : 'h-11 flex-1 border border-zinc-200 sm:w-20 sm:flex-none dark:border-zinc-800';
  return (
    <>
      <Link to={`/jobs/${job.id}`} className={`${actionLink} ${size}`} aria-label={`View ${job.title}`}>
        View
      </Link>
      <Link
        to={`/admin/jobs/${job.id}/edit`}
        className={`${actionLink} ${size}`}
        aria-label={`Edit ${job.title}`}
      >
        Edit
      </Link>
      <button
        type="button"
        onClick={() => onDelete(job)}
        aria-label={`Delete ${job.title}`}
        className={`${deleteButton} ${size}`}
      >
        Delete
      </button>
    </>
  );
}

const typeLine = (job: Job) => `${job.type}${job.remote ? ' · Remote' : ''}`;

function JobsTable({ state, updating, labelledBy, onDelete }: ListProps & { labelledBy: string }) {
  return (
    <div className="overflow-x-auto">
      <table
        className={`w-full text-left text-sm transition-opacity ${updating ? 'opacity-60' : ''}`}
        aria-busy={state.kind === 'loading' || updating || undefined}
        aria-labelledby={labelledBy}
      >
        <thead className="bg-zinc-50 text-xs font-medium tracking-wide text-zinc-600 uppercase dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-2.5 font-medium ${column === 'Actions' ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {state.kind === 'loading' &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => <SkeletonRow key={index} />)}
          {state.kind === 'message' && (
            <tr>
              <td
                colSpan={COLUMNS.length}
                className="px-4 py-10 text-center text-zinc-600 dark:text-zinc-400"
              >
                {state.content}
              </td>
            </tr>
          )}
          {state.kind === 'jobs' &&
            state.jobs.map((job) => (
              <tr key={job.id} className="hover:bg-zinc-50 dark:hover:bg-zinc-900">
                <td className={`${cell} max-w-72`}>
                  <div className="font-medium text-zinc-900 dark:text-zinc-100">{job.title}</div>
                  <div className="text-xs text-zinc-600 dark:text-zinc-400">{typeLine(job)}</div>
                </td>
                <td className={cell}>{job.company}</td>
                <td className={cell}>{job.location ?? 'N/A'}</td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  <time dateTime={job.postedDate}>{formatCalendarDate(job.postedDate)}</time>
                </td>
                <td className={cell}>
                  <JobStatusBadge status={job.status} />
                </td>
                <td className={`${cell} text-right whitespace-nowrap`}>
                  <JobActions job={job} onDelete={onDelete} wide />
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

function SkeletonRow() {
  return (
    <tr data-testid="skeleton-row">
      <td className={cell}>
        <div className={`${bar} w-44`} />
        <div className={`${bar} mt-1.5 h-3 w-20`} />
      </td>
      <td className={cell}>
        <div className={`${bar} w-28`} />
      </td>
      <td className={cell}>
        <div className={`${bar} w-24`} />
      </td>
      <td className={cell}>
        <div className={`${bar} w-20`} />
      </td>
      <td className={cell}>
        <div className={`${bar} h-5 w-16 rounded-full`} />
      </td>
      <td className={cell}>
        <div className={`${bar} ml-auto w-32`} />
      </td>
    </tr>
  );
}

/** Phones: one card per job, the same facts in the same order, actions as full-size buttons. */
function JobCards({ state, updating, onDelete }: ListProps) {
  if (state.kind === 'message') {
    return <div className="px-4 py-10 text-center text-zinc-600 dark:text-zinc-400">{state.content}</div>;
  }
  return (
    <ul
      aria-label="Jobs"
      aria-busy={state.kind === 'loading' || updating || undefined}
      className={`divide-y divide-zinc-200 transition-opacity dark:divide-zinc-800 ${updating ? 'opacity-60' : ''}`}
    >
      {state.kind === 'loading' &&
        Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} data-testid="skeleton-row" className="space-y-2 p-4">
            <div className={`${bar} w-48`} />
            <div className={`${bar} w-32`} />
            <div className={`${bar} h-11`} />
          </li>
        ))}
      {state.kind === 'jobs' &&
        state.jobs.map((job) => (
          <li key={job.id} className="p-4 sm:flex sm:items-center sm:gap-6">
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3 sm:justify-start">
                <p className="font-medium text-zinc-900 dark:text-zinc-100">{job.title}</p>
                <JobStatusBadge status={job.status} />
              </div>
              <p className="text-sm text-zinc-700 dark:text-zinc-300">
                {job.company} · {job.location ?? 'N/A'}
              </p>
              <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
                {typeLine(job)} · Posted{' '}
                <time dateTime={job.postedDate}>{formatCalendarDate(job.postedDate)}</time>
              </p>
            </div>
            <div className="mt-3 flex gap-2 sm:mt-0 sm:shrink-0">
              <JobActions job={job} onDelete={onDelete} wide={false} />
            </div>
          </li>
        ))}
    </ul>
  );
}

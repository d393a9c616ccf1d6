import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { formatDate } from '../../../lib/format';
import { JobStatusBadge } from './job-status-badge';

const COLUMNS = ['Job Title', 'Company', 'Location', 'Posted Date', 'Status', 'Actions'] as const;
const SKELETON_ROWS = 4;

const cell = 'px-4 py-3 align-middle';
const bar = 'h-4 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800';
const actionLink =
  'inline-flex h-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/40';
const deleteButton =
  'inline-flex h-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/60';

/** What the list shows instead of jobs: loading, a failure, or nothing found. */
export type ListState =
  { kind: 'loading' } | { kind: 'message'; content: ReactNode } | { kind: 'jobs'; jobs: Job[] };

interface ListProps {
  state: ListState;
  updating: boolean;
  onDelete: (job: Job) => void;
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

export function JobsTable({ state, updating, labelledBy, onDelete }: ListProps & { labelledBy: string }) {
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
                  <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
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
export function JobCards({ state, updating, onDelete }: ListProps) {
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
                {typeLine(job)} · Posted <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
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

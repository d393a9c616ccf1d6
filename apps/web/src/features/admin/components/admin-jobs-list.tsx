import type { ApplicantCounts } from '@skillmatch/shared/schemas/admin';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { formatDate } from '../../../lib/format';
import { AdminJobActions } from './admin-job-actions';
import { ListCards, ListTable, skeletonLine, type ListState } from './admin-list';
import { JobApplicantCount } from './job-applicant-count';
import { JobReviewBadge } from './job-review-badge';
import { JobStatusBadge } from './job-status-badge';

const COLUMNS = [
  'Job Title',
  'Company',
  'Location',
  'Posted Date',
  'Status',
  'Applicants',
  'Actions',
] as const;
const SKELETON_ROWS = 4;

const cell = 'px-4 py-3 align-middle';

interface ListProps {
  state: ListState<Job>;
  updating: boolean;
  /** Applicants per job of this page, by job id (undefined while they load). */
  counts: Map<string, ApplicantCounts> | undefined;
  onDelete: (job: Job) => void;
}

const typeLine = (job: Job) => `${job.type}${job.remote ? ' · Remote' : ''}`;

export function JobsTable({
  state,
  updating,
  counts,
  labelledBy,
  onDelete,
}: ListProps & { labelledBy: string }) {
  return (
    <ListTable
      columns={COLUMNS}
      alignRight="Actions"
      labelledBy={labelledBy}
      state={state}
      updating={updating}
      skeletonRows={SKELETON_ROWS}
      skeletonCells={<SkeletonCells />}
      renderRow={(job) => (
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
            <div className="flex flex-wrap items-center gap-1.5">
              <JobStatusBadge status={job.status} />
              <JobReviewBadge review={job.review} />
            </div>
          </td>
          <td className={cell}>
            <JobApplicantCount jobId={job.id} title={job.title} count={counts?.get(job.id)} />
          </td>
          <td className={`${cell} text-right whitespace-nowrap`}>
            <AdminJobActions job={job} onDelete={onDelete} wide />
          </td>
        </tr>
      )}
    />
  );
}

function SkeletonCells() {
  return (
    <>
      <td className={cell}>
        <div className={`${skeletonLine} w-44`} />
        <div className={`${skeletonLine} mt-1.5 h-3 w-20`} />
      </td>
      <td className={cell}>
        <div className={`${skeletonLine} w-28`} />
      </td>
      <td className={cell}>
        <div className={`${skeletonLine} w-24`} />
      </td>
      <td className={cell}>
        <div className={`${skeletonLine} w-20`} />
      </td>
      <td className={cell}>
        <div className={`${skeletonLine} h-5 w-16 rounded-full`} />
      </td>
      <td className={cell}>
        <div className={`${skeletonLine} w-12`} />
      </td>
      <td className={cell}>
        <div className={`${skeletonLine} ml-auto w-32`} />
      </td>
    </>
  );
}

/** Phones: one card per job, the same facts in the same order, actions as full-size buttons. */
export function JobCards({ state, updating, counts, onDelete }: ListProps) {
  return (
    <ListCards
      label="Jobs"
      state={state}
      updating={updating}
      skeletonRows={SKELETON_ROWS}
      skeletonBars={
        <>
          <div className={`${skeletonLine} w-48`} />
          <div className={`${skeletonLine} w-32`} />
          <div className={`${skeletonLine} h-11`} />
        </>
      }
      renderCard={(job) => (
        <li key={job.id} className="p-4 sm:flex sm:items-center sm:gap-6">
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-3 sm:justify-start">
              <p className="font-medium text-zinc-900 dark:text-zinc-100">{job.title}</p>
              <div className="flex flex-wrap justify-end gap-1.5">
                <JobStatusBadge status={job.status} />
                <JobReviewBadge review={job.review} />
              </div>
            </div>
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              {job.company} · {job.location ?? 'N/A'}
            </p>
            <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
              {typeLine(job)} · Posted <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-zinc-700 dark:text-zinc-300">
              Applicants:
              <JobApplicantCount jobId={job.id} title={job.title} count={counts?.get(job.id)} />
            </p>
          </div>
          <div className="mt-3 flex gap-2 sm:mt-0 sm:shrink-0">
            <AdminJobActions job={job} onDelete={onDelete} wide={false} />
          </div>
        </li>
      )}
    />
  );
}

import { Link } from 'react-router';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { useSession } from '../../../lib/session';

const actionLink =
  'inline-flex h-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/40';
const deleteButton =
  'inline-flex h-9 items-center justify-center rounded-md px-2.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/60';

/**
 * View, Edit, Duplicate (the add form pre-filled from this job) and Delete, each naming its job; View
 * only for an interviewer, who reads.
 */
export function AdminJobActions({
  job,
  onDelete,
  wide,
}: {
  job: Job;
  onDelete: (job: Job) => void;
  wide: boolean;
}) {
  const readOnly = useSession().data?.backOffice?.role === 'interviewer';
  const size = wide ? '' : 'h-11 flex-1 border border-zinc-200 sm:w-24 sm:flex-none dark:border-zinc-800';
  const view = (
    <Link to={`/jobs/${job.id}`} className={`${actionLink} ${size}`} aria-label={`View ${job.title}`}>
      View
    </Link>
  );
  if (readOnly) return view;
  return (
    <>
      {view}
      <Link
        to={`/admin/jobs/${job.id}/edit`}
        className={`${actionLink} ${size}`}
        aria-label={`Edit ${job.title}`}
      >
        Edit
      </Link>
      <Link
        to={`/admin/jobs?from=${encodeURIComponent(job.id)}`}
        className={`${actionLink} ${size}`}
        aria-label={`Duplicate ${job.title}`}
      >
        Duplicate
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

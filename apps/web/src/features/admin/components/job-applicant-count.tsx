import { Link } from 'react-router';
import type { ApplicantCounts } from '@skillmatch/shared/schemas/admin';

/**
 * A job's applicants, linking to its applicants page, with how many arrived since the admin last looked.
 * A dash while the page's counts load (or if they failed: the table stays usable).
 */
export function JobApplicantCount({
  jobId,
  title,
  count,
}: {
  jobId: string;
  title: string;
  count: ApplicantCounts | undefined;
}) {
  if (!count) return <span className="text-zinc-500 dark:text-zinc-400">–</span>;
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <Link
        to={`/admin/jobs/${jobId}/applicants`}
        aria-label={`${title}: ${count.applicants} ${count.applicants === 1 ? 'applicant' : 'applicants'}${count.new > 0 ? `, ${count.new} new` : ''}`}
        className="font-medium text-brand-700 tabular-nums hover:underline dark:text-brand-300"
      >
        {count.applicants.toLocaleString('en-US')}
      </Link>
      {count.new > 0 && (
        <span
          aria-hidden
          className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
        >
          {count.new} new
        </span>
      )}
    </span>
  );
}

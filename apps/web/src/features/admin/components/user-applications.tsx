import { Link } from 'react-router';
import type { AdminUserDetail } from '@skillmatch/shared/schemas/admin';
import { StatusBadge } from '../../../components/applications/status-badge';
import { formatDate } from '../../../lib/format';
import { DashboardCard } from './dashboard-card';

/** The person's applications: job (linking to it while it exists), company, status, applied date. */
export function UserApplications({ user }: { user: AdminUserDetail }) {
  const count = user.applications.length;
  return (
    <DashboardCard title={`Applications (${count})`}>
      {count === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No applications yet.</p>
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {user.applications.map((application) => (
            <li
              key={application.applicationId}
              className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                {application.jobId ? (
                  <Link to={`/jobs/${application.jobId}`} className="font-medium hover:underline">
                    {application.job}
                  </Link>
                ) : (
                  <span className="font-medium">{application.job}</span>
                )}
                <p className="text-zinc-600 dark:text-zinc-400">
                  {application.company} · Applied{' '}
                  <time dateTime={application.appliedDate}>{formatDate(application.appliedDate)}</time>
                </p>
              </div>
              <StatusBadge status={application.status} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

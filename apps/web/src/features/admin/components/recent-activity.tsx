import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityEntry } from '@skillmatch/shared/schemas/admin';
import { LoadError } from '../../../components/ui/load-error';
import { ButtonLink } from '../../../components/ui/button';
import { useAdminActivity } from '../api/use-admin-stats';
import { fullDateTime, timeAgo } from '../lib/time-ago';
import { DashboardCard, skeletonBar } from './dashboard-card';

function Entry({ entry }: { entry: ActivityEntry }) {
  const when = (
    <time dateTime={entry.createdAt} title={fullDateTime(entry.createdAt)} className="tabular-nums">
      {timeAgo(entry.createdAt)}
    </time>
  );
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <Activity className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden />
      <div className="min-w-0 text-sm">
        {entry.link ? (
          <Link to={entry.link} className="font-medium text-zinc-900 hover:underline dark:text-zinc-100">
            {entry.summary}
          </Link>
        ) : (
          <p className="font-medium text-zinc-900 dark:text-zinc-100">{entry.summary}</p>
        )}
        <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
          {entry.actor ? `${entry.actor.name} · ` : ''}
          {when}
        </p>
      </div>
    </li>
  );
}

/** The latest events on the platform: who did what, when, each linking to what it concerns. */
export function RecentActivity() {
  const activity = useAdminActivity();
  return (
    <DashboardCard title="Recent Activity" foldOnPhone>
      {activity.isPending ? (
        <ul className="space-y-4" aria-busy="true" aria-label="Loading recent activity">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index} className="space-y-1.5">
              <div className={`${skeletonBar} h-4 w-4/5`} />
              <div className={`${skeletonBar} h-3 w-32`} />
            </li>
          ))}
        </ul>
      ) : activity.isError ? (
        <LoadError what="the recent activity" onRetry={() => void activity.refetch()} />
      ) : activity.data.length === 0 ? (
        <div className="flex flex-col items-start gap-3 text-sm text-zinc-600 dark:text-zinc-400">
          <p>Nothing has happened yet. Sign-ups, new jobs and applications will show here.</p>
          <ButtonLink to="/admin/jobs" size="sm">
            Add New Job
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {activity.data.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

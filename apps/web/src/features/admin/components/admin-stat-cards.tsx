import { Briefcase, BriefcaseBusiness, FileText, Users } from 'lucide-react';
import type { AdminStats } from '@skillmatch/shared/schemas/admin';
import { cardClass, skeletonBar } from './dashboard-card';

const CARDS = [
  { key: 'users', label: 'Total Users', icon: Users },
  { key: 'jobs', label: 'Total Jobs', icon: Briefcase },
  { key: 'applications', label: 'Applications', icon: FileText },
  { key: 'activeJobs', label: 'Active Jobs', icon: BriefcaseBusiness },
] as const;

/**
 * The four totals at the top of the dashboard; skeletons of the same size while they load. A company's
 * "users" are the people who applied to its jobs.
 */
export function AdminStatCards({
  totals,
  operator = true,
}: {
  totals: AdminStats['totals'] | undefined;
  operator?: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy={!totals || undefined}>
      {CARDS.map(({ key, label: siteLabel, icon: Icon }) => {
        const label = key === 'users' && !operator ? 'Applicants' : siteLabel;
        return (
          <div key={key} className={cardClass}>
            <dt className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
              <Icon className="size-4 text-brand-600 dark:text-brand-400" aria-hidden />
              {label}
            </dt>
            <dd className="mt-2 text-3xl font-semibold tabular-nums">
              {totals ? (
                totals[key].toLocaleString('en-US')
              ) : (
                <>
                  <span className={`${skeletonBar} block h-9 w-20`} aria-hidden />
                  <span className="sr-only">Loading</span>
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

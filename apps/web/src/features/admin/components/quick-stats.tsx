import type { AdminStats } from '@skillmatch/shared/schemas/admin';
import { medianResponse } from '../lib/dashboard-findings';
import { DashboardCard, skeletonBar } from './dashboard-card';

function rows(quick: AdminStats['quick']): [label: string, value: string][] {
  return [
    ['Applications this week', quick.applicationsThisWeek.toLocaleString('en-US')],
    ['Offers made', quick.offersMade.toLocaleString('en-US')],
    ['Median time to first response', medianResponse(quick.medianDaysToFirstResponse)],
    [
      'Active jobs with applicants',
      quick.activeJobsWithApplicantsPercent === null
        ? 'No active jobs'
        : `${quick.activeJobsWithApplicantsPercent}%`,
    ],
  ];
}

/** Four numbers a recruiter checks daily, as label and value pairs. */
export function QuickStats({ quick }: { quick: AdminStats['quick'] | undefined }) {
  return (
    <DashboardCard title="Quick Stats" foldOnPhone>
      {quick ? (
        <dl className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
          {rows(quick).map(([label, value]) => (
            <div
              key={label}
              className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
            >
              <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <div role="status" className="space-y-4" aria-busy="true" aria-label="Loading quick stats">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`${skeletonBar} h-5`} />
          ))}
        </div>
      )}
    </DashboardCard>
  );
}

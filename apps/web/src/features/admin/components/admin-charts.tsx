import { Link } from 'react-router';
import type { AdminStats } from '@skillmatch/shared/schemas/admin';
import { formatDate } from '../../../lib/format';
import { categoryFinding, funnelFinding, weeklyFinding } from '../lib/dashboard-findings';
import { ChartFigure, HorizontalBars } from './chart-figure';
import { cardClass, skeletonBar } from './dashboard-card';

/** The statuses' colours (docs/product.md, "Feedback and timing"); the label always says the status too. */
const STATUS_BAR: Record<string, string> = {
  Applied: 'bg-blue-600 dark:bg-blue-400',
  'In Progress': 'bg-violet-600 dark:bg-violet-400',
  Interview: 'bg-amber-500 dark:bg-amber-400',
  Offer: 'bg-green-600 dark:bg-green-400',
  Rejected: 'bg-red-600 dark:bg-red-400',
  Withdrawn: 'bg-zinc-400 dark:bg-zinc-500',
  'Closed by the employer': 'bg-slate-600 dark:bg-slate-400',
};

const shortDay = (iso: string) => formatDate(iso).replace(/, \d{4}$/, '');

function WeeklyBars({ weeks }: { weeks: AdminStats['applicationsPerWeek'] }) {
  const most = Math.max(1, ...weeks.map((week) => week.count));
  return (
    <div>
      <div className="flex h-40 items-end gap-1 sm:gap-1.5">
        {weeks.map((week, index) => (
          <div key={week.weekStart} className="flex h-full flex-1 flex-col justify-end text-center">
            <span className="text-[10px] text-zinc-600 tabular-nums sm:text-xs dark:text-zinc-400">
              {week.count}
            </span>
            <span
              className={`mt-0.5 block rounded-t ${index === weeks.length - 1 ? 'bg-brand-600 dark:bg-brand-400' : 'bg-brand-300 dark:bg-brand-700'}`}
              style={{ height: `${Math.max(2, (week.count / most) * 85)}%` }}
            />
          </div>
        ))}
      </div>
      <div className="mt-2 flex justify-between text-xs text-zinc-600 dark:text-zinc-400">
        <span>{weeks[0] ? shortDay(weeks[0].weekStart) : ''}</span>
        <span>{weeks.at(-1) ? shortDay(weeks.at(-1)!.weekStart) : ''}</span>
      </div>
    </div>
  );
}

/** The dashboard's three charts: applications per week, the pipeline by status, active jobs by category. */
export function AdminCharts({ stats }: { stats: AdminStats | undefined }) {
  if (!stats) {
    return (
      <div role="status" className="grid gap-6 lg:grid-cols-3" aria-busy="true" aria-label="Loading charts">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={cardClass}>
            <div className={`${skeletonBar} h-5 w-3/4`} />
            <div className={`${skeletonBar} mt-4 h-40`} />
          </div>
        ))}
      </div>
    );
  }
  const weeks = stats.applicationsPerWeek.map((week) => ({
    label: `Week of ${formatDate(week.weekStart)}`,
    value: week.count,
  }));
  const funnel = stats.funnel.map((step) => ({ label: step.status, value: step.count }));
  const categories = stats.jobsByCategory
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((entry) => ({ label: entry.category, value: entry.count }));
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ChartFigure
        subject="Applications per week"
        title={weeklyFinding(stats.applicationsPerWeek)}
        columns={['Week', 'Applications']}
        data={weeks}
      >
        <WeeklyBars weeks={stats.applicationsPerWeek} />
      </ChartFigure>
      <ChartFigure
        subject="Pipeline by status"
        title={funnelFinding(stats.funnel)}
        columns={['Status', 'Applications']}
        data={funnel}
      >
        <HorizontalBars data={funnel} colourOf={(status) => STATUS_BAR[status] ?? 'bg-zinc-400'} />
      </ChartFigure>
      <ChartFigure
        subject="Active jobs by category"
        title={categoryFinding(stats.jobsByCategory)}
        columns={['Category', 'Active jobs']}
        data={categories}
        empty={
          categories.length === 0 && (
            <Link to="/admin/jobs" className="font-medium text-brand-700 underline dark:text-brand-300">
              Publish a job to see it here
            </Link>
          )
        }
      >
        <HorizontalBars data={categories} colourOf={() => 'bg-brand-600 dark:bg-brand-400'} />
      </ChartFigure>
    </div>
  );
}

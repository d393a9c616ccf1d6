import type { AdminStats } from '@skillmatch/shared/schemas/admin';
import { formatDate, plural } from '../../../lib/format';

/** The Monday (UTC) of the week `now` is in, as YYYY-MM-DD. */
export function mondayOf(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** "this week", "last week" or "the week of Mar 2, 2026", for a week's Monday. */
export function weekName(weekStart: string, now = new Date()): string {
  const thisWeek = mondayOf(now);
  const lastWeek = mondayOf(new Date(Date.parse(thisWeek) - 86_400_000));
  if (weekStart.slice(0, 10) === thisWeek) return 'this week';
  if (weekStart.slice(0, 10) === lastWeek) return 'last week';
  return `the week of ${formatDate(weekStart)}`;
}

/** The weekly chart's title: the latest week's count, and how it compares with the week before. */
export function weeklyFinding(weeks: AdminStats['applicationsPerWeek'], now = new Date()): string {
  const latest = weeks.at(-1);
  if (!latest) return 'No applications yet';
  const before = weeks.at(-2);
  const head = `${plural(latest.count, 'application')} ${weekName(latest.weekStart, now)}`;
  if (!before || before.count === latest.count) return head;
  return `${head}, ${latest.count > before.count ? 'up' : 'down'} from ${before.count.toLocaleString('en-US')}`;
}

/** The funnel's title: how many applications still wait for a recruiter's first move. */
export function funnelFinding(funnel: AdminStats['funnel']): string {
  const total = funnel.reduce((sum, step) => sum + step.count, 0);
  if (total === 0) return 'No applications yet';
  const waiting = funnel.find((step) => step.status === 'Applied')?.count ?? 0;
  return `${waiting.toLocaleString('en-US')} of ${plural(total, 'application')} await a first response`;
}

/** The categories chart's title: the category with the most active jobs. */
export function categoryFinding(categories: AdminStats['jobsByCategory']): string {
  const total = categories.reduce((sum, entry) => sum + entry.count, 0);
  const top = [...categories].sort((a, b) => b.count - a.count)[0];
  if (!top || total === 0) return 'No active jobs yet';
  return `${top.category} has the most active jobs: ${top.count.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}

/** "2.5 days", "1 day", or "No responses yet". */
export function medianResponse(days: number | null): string {
  if (days === null) return 'No responses yet';
  const rounded = Math.round(days * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${rounded === 1 ? 'day' : 'days'}`;
}

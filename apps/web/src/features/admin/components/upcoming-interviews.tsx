import { Link } from 'react-router';
import { useUpcomingInterviews } from '../api/use-upcoming-interviews';
import { DashboardCard } from './dashboard-card';

const when = (startsAt: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(startsAt))} (${timeZone})`;

/**
 * The interviews the viewer holds, soonest first, each leading to its applicant: shown on a hiring
 * team member's dashboard once they have one.
 */
export function UpcomingInterviews({ enabled }: { enabled: boolean }) {
  const { data } = useUpcomingInterviews(enabled);
  if (!data || data.length === 0) return null;
  return (
    <DashboardCard title="Your upcoming interviews">
      <ul className="mt-3 space-y-3 text-sm">
        {data.map((interview) => (
          <li key={interview.id}>
            <Link
              to={`/admin/applications?application=${interview.applicationId}`}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {interview.candidate} · {interview.job}
            </Link>
            <span className="block text-zinc-600 dark:text-zinc-400">
              {when(interview.startsAt, interview.timeZone)} · {interview.durationMinutes} minutes
            </span>
            <Link
              to={`/admin/applications/${interview.applicationId}/interviews/${interview.id}/scorecard`}
              aria-label={`Scorecard for ${interview.candidate}`}
              className="inline-flex min-h-11 items-center text-brand-700 hover:underline dark:text-brand-300"
            >
              Scorecard
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}

import { Link } from 'react-router';
import { formatInZone } from '@skillmatch/shared/dates';
import { useUpcomingInterviews } from '../api/use-upcoming-interviews';
import { DashboardCard } from './dashboard-card';

/**
 * The interviews the viewer holds, soonest first, each leading to its applicant and their scorecard:
 * shown once they have one, on an owner's or recruiter's dashboard and on an interviewer's My Interviews.
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
              {formatInZone(new Date(interview.startsAt), interview.timeZone)} · {interview.durationMinutes}{' '}
              minutes
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

import { CalendarPlus, MapPin } from 'lucide-react';
import { interviewTime } from '../../../lib/interview-times';
import { useApplicationInterviews } from '../api/applications';

/**
 * The application's interviews with their calendar files: read only once its timeline has one, so a
 * page of applications asks for none of the others.
 */
export function ApplicationInterviews({
  applicationId,
  job,
  hasInterviews,
}: {
  applicationId: string;
  /** The job's title: each application's interviews are a region of their own name on the page. */
  job: string;
  hasInterviews: boolean;
}) {
  const { data } = useApplicationInterviews(applicationId, hasInterviews);
  if (!data || data.length === 0) return null;
  return (
    <section aria-label={`Interviews for ${job}`} className="mt-4">
      <h3 className="text-sm font-semibold">Interviews</h3>
      <ul className="mt-2 space-y-2">
        {data.map((interview) => (
          <li key={interview.id} className="text-sm">
            <span className={interview.status === 'cancelled' ? 'line-through' : 'font-medium'}>
              {interviewTime(interview)}
            </span>
            <span className="text-zinc-600 dark:text-zinc-400">
              {' '}
              · {interview.durationMinutes} minutes
              {interview.status === 'cancelled' ? ' · Cancelled' : ''}
            </span>
            {interview.location && interview.status === 'scheduled' && (
              <span className="flex items-center gap-1 text-zinc-700 dark:text-zinc-300">
                <MapPin className="size-4" aria-hidden />
                {interview.location}
              </span>
            )}
            {interview.status === 'scheduled' && (
              <a
                href={interview.calendarUrl}
                download="interview.ics"
                className="mt-1 inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                <CalendarPlus className="size-4" aria-hidden />
                Add to calendar
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

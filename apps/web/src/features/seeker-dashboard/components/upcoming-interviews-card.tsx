import { useQueries } from '@tanstack/react-query';
import { CalendarPlus, MapPin, Video } from 'lucide-react';
import * as api from '@skillmatch/shared/api/api-map';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { apiQuery } from '../../../lib/api-query';
import { applicationInterviewsQueryKey } from '../../../lib/query-keys';
import { interviewTime, isAhead } from '../../../lib/interview-times';

const isLink = (place: string) => /^https?:\/\//i.test(place);

/**
 * The seeker's interviews to come, soonest first, each with its job and "Add to calendar" (.ics).
 * Only the applications whose timeline has an interview are asked; nothing shows when none is ahead.
 */
export function UpcomingInterviewsCard({ applications }: { applications: UserRecord['applications'] }) {
  const withInterviews = applications.filter(
    (application) =>
      application.status !== 'Withdrawn' &&
      application.timeline.some((entry) => entry.stage === 'Interview scheduled'),
  );
  const answers = useQueries({
    queries: withInterviews.map((application) =>
      apiQuery(applicationInterviewsQueryKey(application.applicationId), api.applicationInterviews, {
        params: { id: application.applicationId },
      }),
    ),
  });
  const upcoming = answers
    .flatMap((answer, index) =>
      (answer.data ?? [])
        .filter((interview) => isAhead(interview))
        .map((interview) => ({ interview, application: withInterviews[index]! })),
    )
    .sort((a, b) => a.interview.startsAt.localeCompare(b.interview.startsAt));
  if (upcoming.length === 0) return null;

  return (
    <section
      aria-labelledby="upcoming-interviews"
      className="rounded-card border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="upcoming-interviews" className="text-lg font-semibold">
        Your upcoming interviews
      </h2>
      <ul className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
        {upcoming.map(({ interview, application }) => (
          <li key={interview.id} className="py-3 text-sm">
            <p className="font-medium">
              {application.job} · {application.company}
            </p>
            <p className="text-zinc-700 dark:text-zinc-300">
              {interviewTime(interview)} · {interview.durationMinutes} minutes
            </p>
            {interview.location && (
              <p className="mt-1 flex items-center gap-1 break-all text-zinc-700 dark:text-zinc-300">
                {isLink(interview.location) ? (
                  <Video className="size-4 shrink-0" aria-hidden />
                ) : (
                  <MapPin className="size-4 shrink-0" aria-hidden />
                )}
                {interview.location}
              </p>
            )}
            <a
              href={interview.calendarUrl}
              download="interview.ics"
              aria-label={`Add to calendar: ${application.job}`}
              className="mt-1 inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              <CalendarPlus className="size-4" aria-hidden />
              Add to calendar
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@skillmatch/shared/dates';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { JobSearchForm } from '../../../components/jobs/job-search-form';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { useSession } from '../../../lib/session';
import { useUserRecord } from '../../../lib/user-record';
import { ApplicationRow } from '../components/application-row';
import { CompleteProfileCard } from '../components/application-summary';
import { TopMatchesPanel } from '../components/top-matches-panel';
import { UpcomingInterviewsCard } from '../components/upcoming-interviews-card';

/** An application asks something of the seeker when it is moving and has a step ahead or an interview. */
function needsAttention(application: UserRecord['applications'][number]): boolean {
  if (application.status === 'Rejected' || application.status === 'Withdrawn') return false;
  return (
    application.status === 'Interview' || application.status === 'Offer' || Boolean(application.nextStep)
  );
}

function ApplicationsNeedingAttention({ user }: { user: UserRecord }) {
  const waiting = user.applications.filter(needsAttention).slice(0, 5);
  return (
    <section
      aria-labelledby="needs-attention"
      className="rounded-card border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="needs-attention" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock className="size-5 text-brand-600 dark:text-brand-400" aria-hidden />
          Applications needing your attention
        </h2>
        <ButtonLink to="/applications" variant="ghost" size="sm">
          All applications
        </ButtonLink>
      </div>
      {waiting.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
          {user.applications.length === 0
            ? 'You haven’t applied to any jobs yet. Your interviews, offers and next steps will show here.'
            : 'Nothing needs you right now: no interview, offer or next step is waiting.'}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
          {waiting.map((application) => (
            <ApplicationRow
              key={application.applicationId}
              application={application}
              title={
                <Link
                  to="/applications"
                  className="font-medium hover:text-brand-700 hover:underline dark:hover:text-brand-300"
                >
                  {application.job}
                </Link>
              }
            >
              {application.nextStep && (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  Next: {application.nextStep}
                  {application.nextStepDate && ` (${formatDate(application.nextStepDate)})`}
                </p>
              )}
            </ApplicationRow>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The home of a signed-in job seeker, in place of the marketing page: a search, the best matches not yet
 * applied to, the applications waiting on them, and what their profile still lacks.
 */
export function SeekerHome() {
  const sessionUser = useSession().data?.user;
  const email = sessionUser?.email ?? '';
  const user = useUserRecord(email);
  // Someone with neither a profile nor an application has nothing to come back to yet.
  const returning = Boolean(user.data && (user.data.profile || user.data.applications.length > 0));

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-brand-900/30 dark:to-zinc-950">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-semibold tracking-tight">
            {returning ? 'Welcome back' : 'Welcome'}, {sessionUser?.displayName || sessionUser?.name}
          </h1>
          <p className="mt-2 text-zinc-700 dark:text-zinc-300">
            {returning
              ? 'Search open jobs, or pick up where you left off.'
              : 'Search open jobs, or add your skills to your profile to see how well each job fits you.'}
          </p>
          <div className="mt-6">
            <JobSearchForm />
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to="/recommendations" variant="secondary">
              Get Job Recommendations
            </ButtonLink>
            <ButtonLink to="/jobs" variant="ghost">
              Browse All Jobs
            </ButtonLink>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-12 sm:px-6">
        <TopMatchesPanel email={email} notApplied />
        {user.isPending ? (
          <div
            aria-busy="true"
            aria-label="Loading your applications"
            className="h-40 animate-pulse rounded-card bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/60"
          />
        ) : user.isError ? (
          <LoadError what="your applications" onRetry={() => void user.refetch()} />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            <div className="grid content-start gap-6">
              <UpcomingInterviewsCard applications={user.data.applications} />
              <ApplicationsNeedingAttention user={user.data} />
            </div>
            {user.data.progress < 100 && <CompleteProfileCard user={user.data} />}
          </div>
        )}
      </div>
    </>
  );
}

import { LoadError } from '../../../components/ui/load-error';
import { useSession } from '../../../lib/session';
import { useUserRecord } from '../../../lib/user-record';
import {
  ApplicationsByStatus,
  ApplicationStatCards,
  CompleteProfileCard,
  RecentApplications,
} from '../components/application-summary';
import { TopMatchesPanel } from '../components/top-matches-panel';
import { usePageTitle } from '../../../lib/use-page-title';
import { UpcomingInterviewsCard } from '../components/upcoming-interviews-card';

/**
 * /dashboard for job seekers (docs/product.md, "Pages and layout"): the greeting, the application numbers and chart, the
 * top matches, the recent applications and the profile's completion, all from the stored data.
 */
export function SeekerDashboardPage() {
  const session = useSession();
  const sessionUser = session.data?.user;
  const user = useUserRecord(sessionUser?.email ?? '');

  usePageTitle('Dashboard');

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">
        Welcome, {sessionUser?.displayName || sessionUser?.name}
      </h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        Here is where your job search stands, and the jobs that fit you best.
      </p>
      <div className="mt-8 grid gap-6">
        {user.isPending ? (
          <div
            role="status"
            aria-label="Loading your numbers"
            className="grid grid-cols-2 gap-4 lg:grid-cols-4"
          >
            {[0, 1, 2, 3].map((key) => (
              <div
                key={key}
                className="h-24 animate-pulse rounded-card bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800"
              />
            ))}
          </div>
        ) : user.isError ? (
          <LoadError what="your applications" onRetry={() => void user.refetch()} />
        ) : (
          <ApplicationStatCards user={user.data} />
        )}
        {user.data && <UpcomingInterviewsCard applications={user.data.applications} />}
        <TopMatchesPanel email={sessionUser?.email ?? ''} />
        {user.data && (
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            <RecentApplications user={user.data} />
            <div className="grid content-start gap-6">
              <CompleteProfileCard user={user.data} />
              <ApplicationsByStatus user={user.data} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { TopMatchesPanel } from '../components/top-matches-panel';

/**
 * /dashboard for job seekers (spec section 2). The greeting and the top matches; the application
 * statistics, recent applications and profile cards arrive with the applications and profile issues.
 */
export function SeekerDashboardPage() {
  const session = useSession();
  const user = session.data?.user;

  useEffect(() => {
    document.title = 'Dashboard - SkillMatch';
  }, []);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Welcome, {user?.displayName || user?.name}</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        Here is where your job search stands, and the jobs that fit you best.
      </p>
      <div className="mt-8">
        <TopMatchesPanel email={user?.email ?? ''} />
      </div>
    </section>
  );
}

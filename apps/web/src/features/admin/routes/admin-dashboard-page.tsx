import { BarChart3, Briefcase, FileText, Plus, Settings, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { AdminJobsTable } from '../components/admin-jobs-table';

const ADMIN_ACTIONS = [
  { to: '/admin/users', label: 'Manage Users', icon: Users },
  { to: '/admin/jobs', label: 'Add New Job', icon: Briefcase },
  { to: '/admin/applications', label: 'View Applications', icon: FileText },
  { to: '/admin/settings', label: 'Platform Settings', icon: Settings },
] as const;

/** /dashboard for administrators: the job listings to manage, and the way to every admin screen. */
export function AdminDashboardPage() {
  useEffect(() => {
    document.title = 'Admin Dashboard - SkillMatch';
  }, []);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">Admin Dashboard</h1>
          <p className="mt-2 text-zinc-600 dark:text-zinc-400">Publish, edit and close job listings.</p>
        </div>
        <ButtonLink to="/admin/jobs">
          <Plus className="size-4" aria-hidden />
          Add New Job
        </ButtonLink>
      </div>

      <div className="mt-8">
        <AdminJobsTable />
      </div>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        {/* Filled by the statistics issue: totals (users, jobs, applications, active jobs) and recent activity. */}
        <section
          aria-labelledby="admin-overview"
          className="rounded-card border border-dashed border-zinc-300 p-6 lg:col-span-2 dark:border-zinc-700"
        >
          <h2 id="admin-overview" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
            <BarChart3 className="size-5 text-zinc-500 dark:text-zinc-400" aria-hidden />
            Statistics and recent activity
          </h2>
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
            Totals for users, jobs and applications, and the latest activity on SkillMatch, will appear here.
          </p>
        </section>

        <section
          aria-labelledby="admin-actions"
          className="rounded-card border border-zinc-200 p-6 dark:border-zinc-800"
        >
          <h2 id="admin-actions" className="text-lg font-semibold tracking-tight">
            Admin Actions
          </h2>
          <ul className="mt-3 space-y-1">
            {ADMIN_ACTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
                >
                  <Icon className="size-4 text-brand-600 dark:text-brand-400" aria-hidden />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}

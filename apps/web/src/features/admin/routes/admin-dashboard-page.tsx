import { Briefcase, Building2, FileText, Plus, Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/session';
import { CompanySwitcher } from '../components/company-switcher';
import { useAdminStats } from '../api/use-admin-stats';
import { AdminCharts } from '../components/admin-charts';
import { AdminJobsTable } from '../components/admin-jobs-table';
import { AdminStatCards } from '../components/admin-stat-cards';
import { DashboardCard } from '../components/dashboard-card';
import { QuickStats } from '../components/quick-stats';
import { RecentActivity } from '../components/recent-activity';
import { UpcomingInterviews } from '../components/upcoming-interviews';

const ADMIN_ACTIONS = [
  { to: '/admin/users', label: 'Manage Users', icon: Users },
  { to: '/admin/jobs', label: 'Add New Job', icon: Briefcase },
  { to: '/admin/applications', label: 'View Applications', icon: FileText },
  { to: '/admin/companies', label: 'Companies', icon: Building2 },
  { to: '/admin/settings', label: 'Platform Settings', icon: Settings },
] as const;

/** A company's owners and recruiters: their jobs and applicants. */
const TEAM_ACTIONS = [ADMIN_ACTIONS[1], ADMIN_ACTIONS[2]] as const;

function AdminActions({ operator }: { operator: boolean }) {
  return (
    <DashboardCard title={operator ? 'Admin Actions' : 'Actions'}>
      <ul className="-mx-3 space-y-1">
        {(operator ? ADMIN_ACTIONS : TEAM_ACTIONS).map(({ to, label, icon: Icon }) => (
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
    </DashboardCard>
  );
}

/**
 * /dashboard for the back office: the operator's shows the platform's numbers and trends, a company's
 * owners and recruiters see their company's (the server scopes every figure), with the job listings and
 * recent activity.
 */
export function AdminDashboardPage() {
  const backOffice = useSession().data?.backOffice;
  const operator = backOffice?.role === 'operator';
  const title = operator || !backOffice?.company ? 'Admin Dashboard' : `${backOffice.company.name} Dashboard`;
  usePageTitle(title);
  const stats = useAdminStats();
  // A failed refresh keeps the numbers already on screen; only a first failure replaces them.
  const failed = stats.isError && !stats.data;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <CompanySwitcher />
          <h1 className="mt-2 text-3xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-2 text-zinc-600 dark:text-zinc-400">
            {operator
              ? 'How the platform is doing, and the jobs, people and settings behind it.'
              : 'How your hiring is doing: your jobs, their applicants and what happened lately.'}
          </p>
        </div>
        <ButtonLink to="/admin/jobs">
          <Plus className="size-4" aria-hidden />
          Add New Job
        </ButtonLink>
      </div>

      <div className="mt-8 space-y-6">
        {failed ? (
          <LoadError what="the statistics" onRetry={() => void stats.refetch()} />
        ) : (
          <>
            <AdminStatCards totals={stats.data?.totals} operator={operator} />
            <AdminCharts stats={stats.data} />
          </>
        )}

        <AdminJobsTable />

        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <RecentActivity />
          </div>
          <div className="space-y-6">
            <UpcomingInterviews enabled={!operator && Boolean(backOffice)} />
            <AdminActions operator={operator} />
            {!failed && <QuickStats quick={stats.data?.quick} />}
          </div>
        </div>
      </div>
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';

const AdminDashboardPage = lazy(async () => ({
  default: (await import('../features/admin/routes/admin-dashboard-page')).AdminDashboardPage,
}));

const SeekerDashboardPage = lazy(async () => ({
  default: (await import('../features/seeker-dashboard/routes/seeker-dashboard-page')).SeekerDashboardPage,
}));

/**
 * /dashboard: the back office's dashboard for the operator and a company's owners and recruiters (their
 * company's figures), the job seeker's dashboard for everyone else (interviewers too: they only read
 * their jobs' applicants).
 */
export function DashboardRoute() {
  const session = useSession();
  const role = session.data?.backOffice?.role;
  return (
    <Suspense fallback={<div className="mx-auto h-96 max-w-6xl animate-pulse px-4 py-10" aria-busy="true" />}>
      {role && role !== 'interviewer' ? <AdminDashboardPage /> : <SeekerDashboardPage />}
    </Suspense>
  );
}

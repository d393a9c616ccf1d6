import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';

const AdminDashboardPage = lazy(async () => ({
  default: (await import('../features/admin/routes/admin-dashboard-page')).AdminDashboardPage,
}));

const SeekerDashboardPage = lazy(async () => ({
  default: (await import('../features/seeker-dashboard/routes/seeker-dashboard-page')).SeekerDashboardPage,
}));

/** /dashboard: the admin dashboard for administrators, the job seeker's dashboard for everyone else. */
export function DashboardRoute() {
  const session = useSession();
  return (
    <Suspense fallback={<div className="mx-auto h-96 max-w-6xl animate-pulse px-4 py-10" aria-busy="true" />}>
      {session.data?.user?.role === 'admin' ? <AdminDashboardPage /> : <SeekerDashboardPage />}
    </Suspense>
  );
}

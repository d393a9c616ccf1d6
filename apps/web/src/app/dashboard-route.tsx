import { lazy, Suspense } from 'react';
import { ComingNextPage } from '../features/placeholder/coming-next-page';
import { useSession } from '../lib/session';

const AdminDashboardPage = lazy(async () => ({
  default: (await import('../features/admin/routes/admin-dashboard-page')).AdminDashboardPage,
}));

/** /dashboard: the admin dashboard for administrators, the job seeker's dashboard for everyone else. */
export function DashboardRoute() {
  const session = useSession();
  if (session.data?.user?.role === 'admin') {
    return (
      <Suspense
        fallback={<div className="mx-auto h-96 max-w-6xl animate-pulse px-4 py-10" aria-busy="true" />}
      >
        <AdminDashboardPage />
      </Suspense>
    );
  }
  return (
    <ComingNextPage title="Dashboard" description="Your applications, matches and profile at a glance." />
  );
}

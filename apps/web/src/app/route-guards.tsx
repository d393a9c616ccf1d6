import { ShieldAlert } from 'lucide-react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { loginPathFor, useEndedSession, useSession } from '../lib/session';
import { useSite } from '../lib/site';
import { usePageTitle } from '../lib/use-page-title';
import type { PageHandle } from './page-data';

function PageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-12 sm:px-6" aria-busy="true" aria-label="Loading">
      <div className="h-9 w-64 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800" />
      <div className="h-40 animate-pulse rounded-card bg-zinc-100 dark:bg-zinc-800" />
    </div>
  );
}

/**
 * Pages for signed-in people: visitors go to /login, which brings them back here (history replaced).
 * When the session ends under a page that keeps a draft (its handle's `keepsDraft`), the page stays: it
 * keeps the person's unsaved work and offers to sign in again. Any other page goes to sign in at once.
 */
export function RequireAuth() {
  const session = useSession();
  const ended = useEndedSession();
  const location = useLocation();
  const keepsDraft = useMatches().some((match) => (match.handle as PageHandle | undefined)?.keepsDraft);
  if (session.isPending) return <PageSkeleton />;
  const staysAfterEnding = keepsDraft && ended?.path === location.pathname;
  if (!session.data?.user && !staysAfterEnding) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/**
 * The back office: the operator and anyone on a hiring team (the session says whom they work for);
 * everyone else sees a 403 screen (the server refuses their calls anyway).
 */
export function RequireBackOffice() {
  const session = useSession();
  if (session.isPending) return <PageSkeleton />;
  if (!session.data?.backOffice) return <ForbiddenPage />;
  return <Outlet />;
}

/** The operator's own pages (accounts, settings, stories, inbox, companies): hiring teams see a 403 screen. */
export function RequireAdmin() {
  const session = useSession();
  if (session.isPending) return <PageSkeleton />;
  if (session.data?.user?.role !== 'admin') return <ForbiddenPage />;
  return <Outlet />;
}

export function ForbiddenPage() {
  usePageTitle('Access denied');
  const { name } = useSite();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldAlert className="size-10 text-brand-600 dark:text-brand-400" aria-hidden />
      <p className="mt-4 text-sm font-semibold text-brand-700 dark:text-brand-300">403</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">You do not have access to this page</h1>
      <p className="mt-4 text-zinc-600 dark:text-zinc-400">
        This page is for {name} administrators. If you think you should have access, ask an administrator.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
        <ButtonLink to="/jobs" variant="secondary">
          Browse jobs
        </ButtonLink>
      </div>
    </section>
  );
}

import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { categoryFromSlug } from '@skillmatch/shared/constants';
import { useSession } from '../../lib/session';
import { useInBrowser } from '../../lib/use-in-browser';
import { JobSearchForm } from '../jobs/job-search-form';
import { ButtonLink } from '../ui/button';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { jobAddedOf } from './job-added-state';
import { MainLinks } from './main-links';

// Visitors never download the menu's code.
const UserMenu = lazy(() => import('./user-menu'));
// Signed-in only: kept out of the visitors' first page.
const NotificationBell = lazy(() => import('./notification-bell'));
const MobileAccountLinks = lazy(() => import('./mobile-account-links'));
// Only after an administrator publishes a job.
const JobAddedBanner = lazy(() => import('./job-added-banner'));

/** The sticky top bar of every page but the auth pages. */
export function TopNav() {
  const { pathname, state } = useLocation();
  const session = useSession();
  const user = session.data?.user;
  const inBrowser = useInBrowser();
  // The menu belongs to the page it was opened on, so it closes by itself on route change.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  // The home has its own search in the hero, and a job list its own search box: one box per page.
  const jobList = pathname === '/jobs' || categoryFromSlug(pathname.replace(/^\/jobs\//, '')) !== undefined;
  const withSearch = pathname !== '/' && !jobList;
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 50);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      className={`sticky top-0 z-40 border-b transition-colors duration-200 ${
        scrolled
          ? 'border-zinc-200 bg-white/90 shadow-sm backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90'
          : 'border-transparent bg-white dark:bg-zinc-950'
      }`}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <div className="ml-6 hidden items-center gap-1 md:flex">
          <MainLinks user={user} backOffice={session.data?.backOffice} />
        </div>
        {withSearch && (
          <div className="ml-auto hidden w-full max-w-56 lg:block">
            <JobSearchForm compact />
          </div>
        )}
        <div className={`hidden items-center gap-2 md:flex ${withSearch ? 'ml-auto lg:ml-0' : 'ml-auto'}`}>
          <ThemeToggle />
          {session.isPending || (user && !inBrowser) ? (
            <span className="size-9 animate-pulse rounded-full bg-zinc-100 dark:bg-zinc-800" aria-hidden />
          ) : user ? (
            <Suspense
              fallback={<span className="size-9 rounded-full bg-zinc-100 dark:bg-zinc-800" aria-hidden />}
            >
              <NotificationBell live />
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <ButtonLink to="/employers/sign-up" variant="ghost">
                Post a job
              </ButtonLink>
              <ButtonLink to="/login" variant="ghost">
                Login
              </ButtonLink>
              <ButtonLink to="/register">Sign Up</ButtonLink>
            </>
          )}
        </div>
        <div className="ml-auto flex items-center md:hidden">
          <ThemeToggle />
          {user && inBrowser && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-zinc-100 dark:hover:bg-zinc-800"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </div>
      </nav>
      {menuOpen && (
        <div
          id="mobile-menu"
          className="border-t border-zinc-200 px-4 pb-4 pt-2 md:hidden dark:border-zinc-800"
        >
          {withSearch && (
            <div className="mb-2">
              <JobSearchForm compact />
            </div>
          )}
          <MainLinks user={user} backOffice={session.data?.backOffice} mobile />
          {user ? (
            <Suspense fallback={null}>
              <MobileAccountLinks user={user} />
            </Suspense>
          ) : (
            <div className="mt-3 grid grid-cols-2 gap-2">
              <ButtonLink to="/login" variant="secondary">
                Login
              </ButtonLink>
              <ButtonLink to="/register">Sign Up</ButtonLink>
              <ButtonLink to="/employers/sign-up" variant="ghost" className="col-span-2">
                Post a job
              </ButtonLink>
            </div>
          )}
        </div>
      )}
      {jobAddedOf(state) && (
        <Suspense fallback={null}>
          <JobAddedBanner />
        </Suspense>
      )}
    </header>
  );
}

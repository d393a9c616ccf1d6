import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { TopNav } from '../../components/layout/top-nav';
import { useSessionEndWatch } from '../../lib/session';

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to content
    </a>
  );
}

export function RootLayout() {
  useSessionEndWatch();
  return (
    <>
      <SkipLink />
      <TopNav />
      {/* At least a screen tall: the footer starts below the fold, so a page filling in never pushes it. */}
      <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}

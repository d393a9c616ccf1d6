import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

/** The frame of the team page, as the back office's pages are framed: a way back, the title, the content. */
export function TeamPageShell({ subtitle, children }: { subtitle?: ReactNode; children: ReactNode }) {
  usePageTitle('Hiring team');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">Hiring team</h1>
      {subtitle && <div className="mt-2 text-zinc-600 dark:text-zinc-400">{subtitle}</div>}
      <div className="mt-8 space-y-6">{children}</div>
    </section>
  );
}

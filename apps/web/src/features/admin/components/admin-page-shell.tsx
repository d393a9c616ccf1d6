import { ArrowLeft } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { CompanySwitcher } from './company-switcher';

/**
 * The frame of a back-office page: a way back (to the dashboard unless told), the company it shows (a
 * choice for people on several teams), the page's title (h1) and its content.
 */
export function AdminPageShell({
  title,
  subtitle,
  aside,
  children,
  width = 'max-w-4xl',
  back = { to: '/dashboard', label: 'Back to dashboard' },
}: {
  title: string;
  subtitle?: ReactNode;
  /** Beside the title on wide screens (status, actions). */
  aside?: ReactNode;
  children: ReactNode;
  width?: string;
  /** The way back above the title. */
  back?: { to: string; label: string };
}) {
  usePageTitle(title);
  return (
    <section className={`mx-auto ${width} px-4 py-8 sm:px-6 sm:py-12`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
        <CompanySwitcher />
      </div>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
          {subtitle && <div className="mt-2 text-zinc-600 dark:text-zinc-400">{subtitle}</div>}
        </div>
        {aside}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import { usePhoneFold } from './phone-fold';

export const cardClass =
  'rounded-card border border-zinc-200 bg-white p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40';
export const skeletonBar = 'animate-pulse rounded bg-zinc-100 dark:bg-zinc-800';

/** A titled card of the admin dashboard (a landmark region named by its heading). */
export function DashboardCard({
  title,
  action,
  className = '',
  foldOnPhone = false,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  /** A long card shows only its heading on a phone until opened. */
  foldOnPhone?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const fold = usePhoneFold(title);
  return (
    <section aria-labelledby={id} className={`${cardClass} ${className}`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {action}
        {foldOnPhone && fold.toggle}
      </div>
      <div id={fold.body.id} className={`mt-4 ${foldOnPhone ? fold.body.className : ''}`}>
        {children}
      </div>
    </section>
  );
}

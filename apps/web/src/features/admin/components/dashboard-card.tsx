import { useId, type ReactNode } from 'react';

export const cardClass =
  'rounded-card border border-zinc-200 bg-white p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40';
export const skeletonBar = 'animate-pulse rounded bg-zinc-100 dark:bg-zinc-800';

/** A titled card of the admin dashboard (a landmark region named by its heading). */
export function DashboardCard({
  title,
  action,
  className = '',
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${cardClass} ${className}`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

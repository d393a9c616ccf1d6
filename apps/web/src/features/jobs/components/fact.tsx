import type { ReactNode } from 'react';

/** One labelled fact of a job (location, type, salary...), its icon beside the label. */
export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm font-medium">{children}</dd>
    </div>
  );
}

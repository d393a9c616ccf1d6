import type { JobStatus } from '@skillmatch/shared/constants';

/** 'active' → "Active", 'closed' → "Closed" (spec: shown capitalised). */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}

/** Green for active; anything else is styled inactive (grey). The word always says which. */
export function JobStatusBadge({ status }: { status: JobStatus | string }) {
  const active = status === 'active';
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${
        active
          ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
          : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300'
      }`}
    >
      <span
        aria-hidden
        className={`size-1.5 rounded-full ${active ? 'bg-green-600 dark:bg-green-400' : 'bg-zinc-500 dark:bg-zinc-400'}`}
      />
      {statusLabel(status)}
    </span>
  );
}

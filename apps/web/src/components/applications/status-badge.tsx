const COLOURS: Record<string, string> = {
  Applied: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  'In Progress': 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  Interview: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Offer: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  Rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  Withdrawn: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
  'Closed by the employer': 'bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
};

/** An application's status, each its own colour (docs/product.md, "Feedback and timing"); an unknown status as raw text. */
export function StatusBadge({ status }: { status: string }) {
  const colour = COLOURS[status];
  if (!colour) return <span className="text-sm">{status}</span>;
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${colour}`}>{status}</span>
  );
}

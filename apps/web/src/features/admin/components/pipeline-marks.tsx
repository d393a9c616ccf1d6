import { Ban } from 'lucide-react';

/** The pipeline's colour per status (docs/product.md, "Feedback and timing"), as a dot beside the status's name: never the only signal. */
export const STATUS_DOT: Record<string, string> = {
  Applied: 'bg-blue-500',
  'In Progress': 'bg-violet-500',
  Interview: 'bg-amber-500',
  Offer: 'bg-green-600',
  Rejected: 'bg-red-600',
  Withdrawn: 'bg-zinc-400',
  'Closed by the employer': 'bg-slate-600 dark:bg-slate-400',
};

export function StatusDot({ status }: { status: string }) {
  return (
    <span aria-hidden className={`size-2 shrink-0 rounded-full ${STATUS_DOT[status] ?? 'bg-zinc-400'}`} />
  );
}

/** Beside the name of an applicant whose account an administrator disabled. */
export function DisabledMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
      <Ban className="size-3" aria-hidden />
      Disabled account
    </span>
  );
}

/** A 44 px tap area around a checkbox, its name given by `label` (read out, not shown). */
export function SelectBox({
  label,
  checked,
  onChange,
  indeterminate = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  indeterminate?: boolean;
}) {
  return (
    <label className="-m-2.5 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center sm:size-9 sm:-m-1.5">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-600"
      />
    </label>
  );
}

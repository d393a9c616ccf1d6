import { useId } from 'react';

const SIZES = {
  sm: { text: 'text-xs text-zinc-600 dark:text-zinc-400', label: '', bar: 'mt-1.5 h-1.5' },
  md: { text: 'text-sm', label: 'font-medium', bar: 'mt-2 h-2' },
} as const;

/** A labelled percentage bar (profile completion): the label and the number above, the bar below. */
export function ProgressBar({
  label,
  percent,
  size = 'md',
}: {
  label: string;
  percent: number;
  size?: keyof typeof SIZES;
}) {
  const labelId = useId();
  const style = SIZES[size];
  return (
    <div>
      <div className={`flex items-baseline justify-between ${style.text}`}>
        <span id={labelId} className={style.label}>
          {label}
        </span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={`${style.bar} overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800`}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

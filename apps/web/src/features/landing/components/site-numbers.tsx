import type { SiteStats } from '@skillmatch/shared/schemas/site';
import { useCountUp } from './use-count-up';

const NUMBERS = [
  { key: 'activeJobs', label: 'Open jobs' },
  { key: 'companies', label: 'Companies hiring' },
  { key: 'offersMade', label: 'Offers made' },
] as const;

function Counter({ label, target }: { label: string; target: number | undefined }) {
  const shown = useCountUp(target);
  return (
    <div className="flex flex-col-reverse justify-end gap-1">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="text-3xl font-semibold tabular-nums tracking-tight">
        {target === undefined ? (
          <span className="inline-block h-9 w-24 animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800" />
        ) : (
          shown.toLocaleString('en-US')
        )}
      </dd>
    </div>
  );
}

/**
 * The hero's live numbers, counting up to the real ones (docs/product.md, "Numbers"). A number that is still 0 is left
 * out: "0 Offers made" says nothing a visitor wants to read.
 */
export function SiteNumbers({ stats, failed }: { stats: SiteStats | undefined; failed: boolean }) {
  if (failed) {
    return (
      <p className="mt-12 text-sm text-zinc-600 dark:text-zinc-400">
        The live numbers are not available right now.
      </p>
    );
  }
  return (
    <dl
      aria-label="SkillMatch in numbers"
      aria-busy={!stats}
      className="mt-12 grid max-w-2xl grid-cols-3 gap-6"
    >
      {NUMBERS.filter(({ key }) => !stats || stats[key] > 0).map(({ key, label }) => (
        <Counter key={key} label={label} target={stats?.[key]} />
      ))}
    </dl>
  );
}

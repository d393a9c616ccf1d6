import type { ScorecardRatingValue } from '@skillmatch/shared/constants';
import { RATINGS, RATING_LABELS } from '../lib/ratings';

const CHOSEN: Record<ScorecardRatingValue, string> = {
  'strong-no': 'peer-checked:border-red-600 peer-checked:bg-red-600 peer-checked:text-white',
  no: 'peer-checked:border-amber-600 peer-checked:bg-amber-600 peer-checked:text-white',
  yes: 'peer-checked:border-green-700 peer-checked:bg-green-700 peer-checked:text-white',
  'strong-yes': 'peer-checked:border-emerald-800 peer-checked:bg-emerald-800 peer-checked:text-white',
};

/** One question of the scorecard as four radio buttons side by side (no neutral middle). */
export function RatingChoice({
  name,
  legend,
  detail,
  value,
  onChange,
  disabled,
  error,
}: {
  name: string;
  legend: string;
  detail?: string;
  value: ScorecardRatingValue | null;
  onChange: (rating: ScorecardRatingValue) => void;
  disabled: boolean;
  error?: string | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">
        {legend}
        {detail && (
          <span className="ml-2 text-xs font-normal text-zinc-600 dark:text-zinc-400">{detail}</span>
        )}
      </legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {RATINGS.map((rating) => (
          <label key={rating} className="relative">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              disabled={disabled}
              onChange={() => onChange(rating)}
              className="peer sr-only"
            />
            <span
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-zinc-300 px-2 text-center text-sm font-medium peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-default dark:border-zinc-700 dark:ring-offset-zinc-900 ${CHOSEN[rating]}`}
            >
              {RATING_LABELS[rating]}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { useId, type ReactNode } from 'react';

/** The id and ARIA wiring of one form control: its hint, count and error are announced with it. */
export function useFieldControl(error: string | undefined, hint: ReactNode, counted = false) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '', counted ? `${id}-count` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export const fieldBorder = (error: string | undefined) =>
  error ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700';

/** How many characters a field holds of the most it takes. */
export interface FieldCount {
  length: number;
  limit: number;
}

/**
 * The count a field with a limit shows: always under a multi-line field, and under a single line once it
 * is nearly full, so a person sees the limit before the input stops taking characters.
 */
export function fieldCount(
  value: unknown,
  limit: number | undefined,
  always: boolean,
): FieldCount | undefined {
  if (limit === undefined || typeof value !== 'string') return undefined;
  return always || value.length >= limit * 0.8 ? { length: value.length, limit } : undefined;
}

const number = (value: number) => value.toLocaleString('en-US');

interface FieldProps {
  controlId: string;
  count?: FieldCount | undefined;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, the control, then its hint and error: the layout every form field shares. */
export function Field({ controlId, label, error, hint, count, className = '', children }: FieldProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${controlId}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {count && (
        <p
          id={`${controlId}-count`}
          className={`text-sm tabular-nums ${count.length >= count.limit ? 'text-amber-800 dark:text-amber-300' : 'text-zinc-600 dark:text-zinc-400'}`}
        >
          {number(count.length)}/{number(count.limit)} characters
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';

/** The id and ARIA wiring of one form control: its hint and error are announced with it. */
export function useFieldControl(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export const fieldBorder = (error: string | undefined) =>
  error ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700';

interface FieldProps {
  controlId: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, the control, then its hint and error: the layout every form field shares. */
export function Field({ controlId, label, error, hint, className = '', children }: FieldProps) {
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
      {error && (
        <p id={`${controlId}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

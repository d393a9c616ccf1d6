import { useId, type ComponentProps, type ReactNode } from 'react';

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input with its error announced and tied to it (aria-describedby). */
export function TextareaField({
  label,
  error,
  hint,
  className = '',
  rows = 6,
  ...textarea
}: TextareaFieldProps) {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-24 rounded-lg border bg-white px-3 py-2.5 text-base leading-6 sm:text-sm dark:bg-zinc-900 ${
          error ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'
        }`}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

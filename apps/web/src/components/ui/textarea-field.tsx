import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldBorder, useFieldControl } from './field';

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
  const control = useFieldControl(error, hint);
  return (
    <Field controlId={control.id} label={label} error={error} hint={hint} className={className}>
      <textarea
        {...control}
        rows={rows}
        className={`min-h-24 rounded-lg border bg-white px-3 py-2.5 text-base leading-6 sm:text-sm dark:bg-zinc-900 ${fieldBorder(error)}`}
        {...textarea}
      />
    </Field>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldBorder, fieldCount, useFieldControl } from './field';

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Most characters: the input takes no more, and shows its count (the shared schema's limit). */
  limit?: number | undefined;
}

/** A labelled multi-line input with its error announced and tied to it (aria-describedby). */
export function TextareaField({
  label,
  error,
  hint,
  className = '',
  rows = 6,
  limit,
  ...textarea
}: TextareaFieldProps) {
  const count = fieldCount(textarea.value, limit, true);
  const control = useFieldControl(error, hint, count !== undefined);
  return (
    <Field controlId={control.id} label={label} error={error} hint={hint} count={count} className={className}>
      <textarea
        {...control}
        rows={rows}
        maxLength={limit}
        className={`min-h-24 rounded-lg border bg-white px-3 py-2.5 text-base leading-6 sm:text-sm dark:bg-zinc-900 ${fieldBorder(error)}`}
        {...textarea}
      />
    </Field>
  );
}

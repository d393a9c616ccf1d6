import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldBorder, fieldCount, useFieldControl } from './field';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Most characters: the input takes no more, and shows its count (the shared schema's limit). */
  limit?: number | undefined;
}

/** A labelled input with its error announced and tied to it (aria-describedby). */
export function TextField({ label, error, hint, limit, className = '', ...input }: TextFieldProps) {
  const count = fieldCount(input.value, limit, false);
  const control = useFieldControl(error, hint, count !== undefined);
  return (
    <Field controlId={control.id} label={label} error={error} hint={hint} count={count} className={className}>
      <input
        {...control}
        maxLength={limit}
        className={`h-11 rounded-lg border bg-white px-3 text-base sm:text-sm dark:bg-zinc-900 ${fieldBorder(error)}`}
        {...input}
      />
    </Field>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldBorder, useFieldControl } from './field';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its error announced and tied to it (aria-describedby). */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  const control = useFieldControl(error, hint);
  return (
    <Field controlId={control.id} label={label} error={error} hint={hint} className={className}>
      <input
        {...control}
        className={`h-11 rounded-lg border bg-white px-3 text-base sm:text-sm dark:bg-zinc-900 ${fieldBorder(error)}`}
        {...input}
      />
    </Field>
  );
}

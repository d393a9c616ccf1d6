import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Field, fieldBorder, useFieldControl } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly (string | SelectOption)[];
  /** A first, empty choice such as "Select a category" (shown while nothing is chosen). */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled native select (keyboard and screen readers work as the platform does), error tied to it. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className = '',
  ...select
}: SelectFieldProps) {
  const control = useFieldControl(error, hint);
  return (
    <Field controlId={control.id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <select
          {...control}
          className={`h-11 w-full appearance-none rounded-lg border bg-white pr-9 pl-3 text-base sm:text-sm dark:bg-zinc-900 ${fieldBorder(error)}`}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
          aria-hidden
        />
      </div>
    </Field>
  );
}

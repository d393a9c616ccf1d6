import { Search } from 'lucide-react';
import { useId, type ComponentProps } from 'react';

interface SearchFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> {
  label: string;
  /** Where the box's place makes its purpose plain: the label is for screen readers only. */
  hideLabel?: boolean;
  /** A shorter box on wider screens, to sit beside a heading. */
  compact?: boolean;
  className?: string;
}

/** A labelled search box with a magnifier, for search as you type. */
export function SearchField({
  label,
  hideLabel = false,
  compact = false,
  className = '',
  ...input
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
          aria-hidden
        />
        <input
          id={id}
          type="search"
          autoComplete="off"
          maxLength={200}
          className={`h-11 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-9 text-base sm:text-sm dark:border-zinc-700 dark:bg-zinc-900 ${compact ? 'sm:h-10' : ''}`}
          {...input}
        />
      </div>
    </div>
  );
}

import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldBorder } from '../../../components/ui/field';
import { TOUCH_TARGET } from '../../../components/ui/touch-target';
import { withItem } from '../lib/profile-form';

interface ListInputProps {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Offered while typing (a datalist). */
  suggestions?: string[];
  onTyping?: (text: string) => void;
  addLabel: string;
  /** Most characters in one item (the shared schema's limit). */
  itemLimit: number;
}

/**
 * A list edited one item at a time: type, then Enter or Add; each item is a chip with its own remove
 * button. Items are trimmed; blanks and duplicates (any case) are ignored.
 */
export function ListInput({
  label,
  items,
  onChange,
  error,
  hint,
  placeholder,
  disabled,
  suggestions = [],
  onTyping,
  addLabel,
  itemLimit,
}: ListInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    onChange(withItem(items, text));
    setText('');
    onTyping?.('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={itemLimit}
          disabled={disabled}
          placeholder={placeholder}
          list={suggestions.length > 0 ? `${id}-suggestions` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => {
            setText(event.target.value);
            onTyping?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          className={`h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 text-base sm:text-sm dark:bg-zinc-900 ${fieldBorder(error)}`}
        />
        <Button variant="secondary" onClick={add} disabled={disabled || !text.trim()}>
          {addLabel}
        </Button>
      </div>
      {suggestions.length > 0 && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
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
      {items.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={`${label} added`}>
          {items.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
            >
              {item}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(items.filter((existing) => existing !== item))}
                aria-label={`Remove ${item}`}
                className={`rounded-full p-1 hover:bg-brand-100 dark:hover:bg-brand-800 ${TOUCH_TARGET}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

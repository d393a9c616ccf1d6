import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import {
  newRow,
  type JobFormPayload,
  type JobFormValues,
  type Row,
  type RowListName,
} from '../lib/job-form-values';

interface RowListFieldProps {
  /** The job form's control, and which of its lists this is. */
  control: Control<JobFormValues, unknown, JobFormPayload>;
  name: RowListName;
  /** "Responsibilities" */
  legend: string;
  /** "Responsibility": names each row ("Responsibility 2") and the buttons ("Add responsibility"). */
  itemLabel: string;
  /** Called on every change to the list (its message clears). */
  onEdit?: () => void;
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** Whether a row's remove button works: the last row left can only go once it has something to clear. */
export function canRemoveRow(rows: readonly Row[], index: number): boolean {
  return rows.length > 1 || (rows[index]?.value ?? '') !== '';
}

/**
 * A list of one-line entries (responsibilities, requirements, skills), a field array of the job form:
 * rows can be added and removed, Enter in a row adds the next one, and at least one row always stays
 * (removing the only row leaves it empty, docs/product.md, "Forms and their messages").
 */
export function RowListField({
  control,
  name,
  legend,
  itemLabel,
  onEdit,
  placeholder,
  hint,
  error,
  disabled,
}: RowListFieldProps) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const { fields, insert, remove, replace } = useFieldArray({ control, name });
  const rows = useWatch({ control, name });
  // A new object per request, so that asking for the same row twice still moves focus.
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);
  const lowerItem = itemLabel.toLowerCase();

  useEffect(() => {
    if (!focusRequest) return;
    listRef.current?.querySelectorAll('input')[focusRequest.index]?.focus();
  }, [focusRequest]);

  // The form library moves the keyboard to an inserted row.
  const add = (after = fields.length - 1) => {
    insert(after + 1, newRow());
    onEdit?.();
  };

  const removeAt = (index: number) => {
    if (!canRemoveRow(rows, index)) return;
    if (fields.length > 1) remove(index);
    else replace([newRow()]);
    onEdit?.();
    // Keep the keyboard where it was: on the row that took this one's place, or the one before.
    setFocusRequest({ index: Math.max(0, Math.min(index, fields.length - 2)) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add(index);
  };

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      <ul ref={listRef} className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-center gap-2">
            <input
              aria-label={`${itemLabel} ${index + 1}`}
              aria-invalid={error ? true : undefined}
              placeholder={placeholder}
              disabled={disabled}
              {...control.register(`${name}.${index}.value`, { onChange: onEdit })}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 text-base sm:text-sm dark:bg-zinc-900 ${
                error ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'
              }`}
            />
            <button
              type="button"
              onClick={() => removeAt(index)}
              disabled={disabled || !canRemoveRow(rows, index)}
              aria-label={`Remove ${lowerItem} ${index + 1}`}
              title={`Remove ${lowerItem} ${index + 1}`}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-zinc-300 text-zinc-700 transition-colors hover:border-red-300 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-zinc-300 disabled:hover:bg-transparent disabled:hover:text-zinc-700 dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-red-800 dark:hover:bg-red-950/60 dark:hover:text-red-300 dark:disabled:hover:border-zinc-700 dark:disabled:hover:text-zinc-300"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          onClick={() => add()}
          disabled={disabled}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-brand-900/40"
        >
          <Plus className="size-4" aria-hidden />
          Add {lowerItem}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

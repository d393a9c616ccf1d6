import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fieldBorder, useFieldControl } from '../../../components/ui/field';
import { insertMention, mentionAt, suggestions, type Member } from '../lib/mentions';

/**
 * A note's text where typing "@" suggests the team's members (arrows and Enter, or a click, to choose).
 * The textarea keeps its own role (a textarea may not be a combobox) and points at the list with
 * aria-controls and aria-activedescendant; a polite status says how many people are suggested.
 */
export function MentionField({
  label,
  value,
  onChange,
  members,
  error,
  limit,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  members: Member[];
  error?: string | undefined;
  limit: number;
}) {
  const control = useFieldControl(error, 'hint');
  const listId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [at, setAt] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const shown = at ? suggestions(members, at.query) : [];
  const open = shown.length > 0;

  const follow = (text: string, caret: number) => {
    setAt(mentionAt(text, caret));
    setActive(0);
  };

  /** Where the caret goes once the chosen mention is in the field. */
  const caretAfterMention = useRef<number | null>(null);
  // Before the browser takes the next key: set a frame later, a quick typist's next letter went to the end.
  useLayoutEffect(() => {
    const caret = caretAfterMention.current;
    if (caret === null) return;
    caretAfterMention.current = null;
    area.current?.focus();
    area.current?.setSelectionRange(caret, caret);
  }, [value]);

  const choose = (member: Member) => {
    if (!at) return;
    const next = insertMention(value, at, member.name);
    caretAfterMention.current = next.caret;
    onChange(next.text);
    setAt(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      const member = shown[active];
      if (member) choose(member);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setAt(null);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={control.id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <textarea
          {...control}
          ref={area}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          rows={3}
          maxLength={limit}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            follow(event.target.value, event.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setAt(null)}
          className={`min-h-24 w-full rounded-lg border bg-white px-3 py-2.5 text-base leading-6 sm:text-sm dark:bg-zinc-900 ${fieldBorder(error)}`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Team members"
          hidden={!open}
          className="absolute top-full left-0 z-10 mt-1 w-full max-w-xs overflow-hidden rounded-lg border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {shown.map((member, index) => (
            <li
              key={member.userId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen on mouse down, before the textarea's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member);
              }}
              className={`flex min-h-11 cursor-pointer items-center px-3 text-sm ${index === active ? 'bg-brand-50 text-brand-900 dark:bg-brand-900/50 dark:text-brand-100' : ''}`}
            >
              {member.name}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {open
          ? `${shown.length} ${shown.length === 1 ? 'person' : 'people'} suggested: arrows to move, Enter to choose`
          : ''}
      </p>
      <p id={`${control.id}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
        Type @ to mention someone on the team: they are told in their bell. The candidate never sees notes.
      </p>
      {error && (
        <p id={`${control.id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, useState } from 'react';

/** Longer than this, or more than three lines, and the motivation starts folded. */
const FOLD_CHARACTERS = 280;

/** The applicant's motivation, folded to a few lines with "Show more" when it is long. */
export function ApplicantsMotivation({ text }: { text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_CHARACTERS || text.split('\n').length > 3;
  return (
    <div>
      <p
        id={id}
        className={`text-sm leading-relaxed whitespace-pre-line text-zinc-800 dark:text-zinc-200 ${
          long && !open ? 'line-clamp-3' : ''
        }`}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 min-h-11 text-sm font-medium text-brand-700 hover:underline sm:min-h-8 dark:text-brand-300"
        >
          {open ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}

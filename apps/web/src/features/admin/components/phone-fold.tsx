import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

/**
 * A long dashboard section folded on a phone: its heading (and finding) stay, the rest opens with a
 * Show button, so the page is a list of headings rather than thousands of pixels to scroll. Wider
 * screens always show everything and no button.
 */
export function usePhoneFold(what: string) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const toggle = (
    <button
      type="button"
      aria-expanded={open}
      aria-label={`${open ? 'Hide' : 'Show'} ${what}`}
      aria-controls={bodyId}
      onClick={() => setOpen((was) => !was)}
      className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-medium text-brand-700 md:hidden dark:text-brand-300"
    >
      <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      {open ? 'Hide' : 'Show'}
    </button>
  );
  return { toggle, body: { id: bodyId, className: open ? '' : 'max-md:hidden' } };
}

import { useEffect, useRef, useState } from 'react';
import { SearchField } from '../../../components/ui/search-field';
import { SEARCH_DEBOUNCE_MS } from '../lib/use-debounced-value';

/**
 * "Search applicants": what is typed reaches the URL (and the server) once typing pauses. A change
 * of the URL from elsewhere (Clear filters, Back) shows in the box.
 */
export function PipelineSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <SearchField
      label="Search applicants"
      value={text}
      onChange={(event) => change(event.target.value)}
      placeholder="Name or email"
    />
  );
}

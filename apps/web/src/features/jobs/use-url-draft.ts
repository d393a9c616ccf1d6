import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const TYPING_DELAY_MS = 300;

/**
 * A text box whose value lives in the URL: typing is kept as a draft and written to the URL once the
 * person pauses; when the URL changes another way (Back, Reset, a chip), the box follows it. A draft
 * belongs to the history entry it was typed on, so any navigation retires it.
 */
export function useUrlDraft(urlValue: string, commit: (value: string) => void) {
  const { key } = useLocation();
  const [draft, setDraft] = useState<{ text: string; from: string } | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  const current = draft && draft.from === key ? draft : null;
  useEffect(() => {
    if (!current || current.text.trim() === urlValue) return;
    const timer = setTimeout(() => commitRef.current(current.text), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, urlValue]);

  const text = current ? current.text : urlValue;
  const setText = (value: string) => setDraft({ text: value, from: key });
  return [text, setText] as const;
}

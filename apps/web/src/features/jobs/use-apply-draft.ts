import { useState } from 'react';
import { discardDraft, keepDraft, keptDraft } from '../../lib/drafts';
import { useInBrowser } from '../../lib/use-in-browser';

export const APPLY_DRAFT_MESSAGES = {
  signedOut:
    'You were signed out, so your application is not sent yet. Your motivation is kept in this browser tab: sign in again and you will find it here.',
  restored: 'Your motivation from before you were signed out is back. The application is not sent yet.',
} as const;

interface ApplyDraft {
  motivation: string;
}

/**
 * The motivation of an application the server refused because the session had ended: kept (and kept up
 * to date while the person goes on typing), and handed back once its author is signed in again.
 */
export function useApplyDraft(
  jobId: string,
  userId: string | undefined,
  restore: (motivation: string) => void,
) {
  const form = `apply:${jobId}` as const;
  const inBrowser = useInBrowser();
  const [keptFor, setKeptFor] = useState<string | null>(null);
  const [readFor, setReadFor] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  // Read once per signed-in person, after hydration (the server has no session storage to read).
  if (inBrowser && userId && readFor !== userId) {
    setReadFor(userId);
    const draft = keptDraft<ApplyDraft>(form, userId);
    if (draft) {
      setRestored(true);
      restore(draft.motivation);
    }
  }
  return {
    restored,
    signedOut: keptFor !== null,
    keep: (author: string, motivation: string) => {
      keepDraft(form, author, { motivation });
      setKeptFor(author);
    },
    typed: (motivation: string) => {
      if (keptFor) keepDraft(form, keptFor, { motivation });
    },
    sent: () => {
      discardDraft(form);
      setRestored(false);
    },
  };
}

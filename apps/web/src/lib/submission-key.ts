import { useRef } from 'react';

/** 128 random bits as hex; `crypto.randomUUID` exists only on secure pages, this works on any. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The `Idempotency-Key` of a creating form: one key per submission, the same for a second click before
 * the answer and for a retry after a failure, and a new one once the submission succeeded. The server
 * answers a repeat with the first answer, so a double submission creates one thing.
 */
export function useSubmissionKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= randomKey()),
    succeeded: () => {
      key.current = null;
    },
  };
}

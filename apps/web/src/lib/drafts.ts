/*
 * Unsaved form input kept in the tab (sessionStorage) when a save could not reach the server because the
 * person's session had ended: they sign in again in the same tab and find their work where they left it.
 * A draft belongs to one account; any other account signing in on this browser never sees it.
 */

const PREFIX = 'skillmatch.draft.';
/** A draft older than this is stale work, not something to bring back. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The forms that keep a draft when the session ends under them: the profile, an application by job. */
export type DraftForm = 'profile' | `apply:${string}`;

interface StoredDraft {
  userId: string;
  keptAt: number;
  values: unknown;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the draft is simply not kept.
    return null;
  }
}

function read(key: string): StoredDraft | null {
  try {
    const stored = JSON.parse(storage()?.getItem(key) ?? 'null') as Partial<StoredDraft> | null;
    if (typeof stored?.userId !== 'string' || typeof stored.keptAt !== 'number') return null;
    return stored as StoredDraft;
  } catch {
    return null;
  }
}

export function keepDraft(form: DraftForm, userId: string, values: unknown): void {
  try {
    storage()?.setItem(PREFIX + form, JSON.stringify({ userId, keptAt: Date.now(), values }));
  } catch {
    // Full or refused storage: the on-screen form still holds the work.
  }
}

/** This person's kept draft of a form; another account's (or a stale) draft is discarded, never shown. */
export function keptDraft<Values>(form: DraftForm, userId: string): Values | null {
  const stored = read(PREFIX + form);
  if (!stored) return null;
  if (stored.userId !== userId || Date.now() - stored.keptAt > MAX_AGE_MS) {
    discardDraft(form);
    return null;
  }
  return stored.values as Values;
}

export function discardDraft(form: DraftForm): void {
  storage()?.removeItem(PREFIX + form);
}

/** When someone signs in: drafts kept for any other account are dropped; `null` (signed out) drops all. */
export function discardDraftsNotOf(userId: string | null): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
  for (const key of keys) if (userId === null || read(key)?.userId !== userId) store.removeItem(key);
}

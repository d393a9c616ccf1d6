import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { discardDraft, keepDraft, keptDraft } from '../../../lib/drafts';
import type { ProfilePageValues, ProfileSubmit } from './profile-form';

export const PROFILE_DRAFT_MESSAGES = {
  signedOut:
    'You were signed out, so your changes are not saved yet. They are kept in this browser tab: sign in again and you will find them here.',
  restored:
    'Your changes from before you were signed out are back. They are not saved yet: check them and select Save Changes.',
} as const;

/** The profile page's react-hook-form instance, as its hooks take it. */
export type ProfileFormControl = UseFormReturn<ProfilePageValues, unknown, ProfileSubmit>;

/**
 * The profile form's unsaved work when the session ends under it: kept (and kept up to date while the
 * person goes on typing) once a save is refused for it, and put back into the form after they sign in.
 */
export function useProfileDraft(form: ProfileFormControl, userId: string, values: unknown) {
  const [restored] = useState(() => keptDraft<ProfilePageValues>('profile', userId) !== null);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    const draft = keptDraft<ProfilePageValues>('profile', userId);
    // The saved profile stays the form's starting point, so the draft shows as unsaved changes.
    if (draft) form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
  }, [form, userId]);

  useEffect(() => {
    if (signedOut) keepDraft('profile', userId, form.getValues());
  }, [signedOut, form, userId, values]);

  return {
    restored,
    signedOut,
    keep: () => {
      keepDraft('profile', userId, form.getValues());
      setSignedOut(true);
    },
    discard: () => discardDraft('profile'),
  };
}

import type { Path } from 'react-hook-form';
import { PROFILE_MESSAGES } from '@skillmatch/shared/schemas/profile';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveProfile } from '../api/use-save-profile';
import { useUpdatePhoto } from '../api/use-update-photo';
import {
  formValuesOf,
  tabOf,
  type ProfilePageValues,
  type ProfileSubmit,
  type ProfileTab,
} from './profile-form';
import { serverErrors } from './profile-resolver';
import type { ProfileFormControl, useProfileDraft } from './use-profile-draft';
import type { useSuccessOverlay } from './use-success-overlay';

/** The line above the profile: what a save, a refusal or a restored draft has to say. */
export type ProfileMessage = { tone: 'success' | 'error'; text: string } | null;

interface SaveDeps {
  user: UserRecord;
  form: ProfileFormControl;
  draft: ReturnType<typeof useProfileDraft>;
  overlay: ReturnType<typeof useSuccessOverlay>;
  setMessage: (message: ProfileMessage) => void;
  setTab: (tab: ProfileTab) => void;
}

/**
 * Saving the checked form: the photo first (its own call) when it changed, then the profile, so a refused
 * photo leaves the profile unsaved too. A 401 keeps the work as a draft for after signing in; a refusal's
 * field messages go on their fields, and the first one's tab opens.
 */
export function useProfileSave({ user, form, draft, overlay, setMessage, setTab }: SaveDeps) {
  const save = useSaveProfile(user.email);
  const savePhoto = useUpdatePhoto(user.email);

  const send = async ({ profile, photo: address }: ProfileSubmit) => {
    try {
      if (address !== (user.dbPhoto ?? '')) await savePhoto.mutateAsync(address);
      const { user: updated } = await save.mutateAsync(profile);
      draft.discard();
      form.reset({ ...formValuesOf(updated), photo: address });
      overlay.show(() => {
        setMessage({ tone: 'success', text: PROFILE_MESSAGES.updated });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return draft.keep();
      const fields = serverErrors(error);
      for (const [path, text] of Object.entries(fields))
        form.setError(path as Path<ProfilePageValues>, { type: 'server', message: text });
      if (Object.keys(fields).length > 0) setTab(tabOf(Object.keys(fields)[0]!));
      const text =
        error instanceof ApiRequestError && error.body?.message
          ? error.body.message
          : PROFILE_MESSAGES.failed;
      setMessage({ tone: 'error', text });
    }
  };

  return { send, pending: save.isPending || savePhoto.isPending };
}

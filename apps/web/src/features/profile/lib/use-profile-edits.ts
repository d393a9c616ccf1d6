import type { Path } from 'react-hook-form';
import { useAddSkill } from '../../../lib/add-skill';
import type { ProfileFormApi } from '../components/profile-form-api';
import { withItem, type ProfileFormValues, type ProfilePageValues } from './profile-form';
import type { ProfileFormControl } from './use-profile-draft';
import type { ProfileMessage } from './use-profile-save';

/**
 * The two ways the profile changes before a save: a tab's edit (`change`, which clears the message and the
 * errors of the paths it touched), and a resume suggestion taken (`takeSuggestion`).
 */
export function useProfileEdits(
  form: ProfileFormControl,
  email: string,
  setMessage: (message: ProfileMessage) => void,
) {
  const addSkill = useAddSkill(email);

  const change: ProfileFormApi['change'] = (recipe, touched) => {
    const { photo: _photo, ...current } = form.getValues();
    const next = recipe(current);
    for (const key of Object.keys(next) as (keyof ProfileFormValues)[])
      if (next[key] !== current[key]) form.setValue(key, next[key], { shouldDirty: true });
    setMessage(null);
    if (touched.length > 0) form.clearErrors(touched as Path<ProfilePageValues>[]);
  };

  const takeSuggestion = (skill: string) => {
    // Saved at once on the server: the added skill is part of what is saved, not an unsaved change.
    const skills = form.getValues('skills');
    form.resetField('skills', {
      defaultValue: withItem(form.formState.defaultValues?.skills as string[], skill),
    });
    form.setValue('skills', withItem(skills, skill), { shouldDirty: true });
    form.clearErrors('skills');
    setMessage(null);
    addSkill.mutate(skill, {
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
    });
  };

  return { change, takeSuggestion, addingSkill: addSkill.isPending };
}

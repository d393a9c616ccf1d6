import type { Control } from 'react-hook-form';
import type { ProfileErrors, ProfileFormValues, ProfilePageValues, ProfileSubmit } from '../lib/profile-form';

/** What every tab gets: the values, their errors, and one way to change them. */
export interface ProfileFormApi {
  values: ProfileFormValues;
  /** The form's control, for its lists (experience, education) as field arrays. */
  control: Control<ProfilePageValues, unknown, ProfileSubmit>;
  errors: ProfileErrors;
  disabled: boolean;
  /** Applies a change; the errors of the fields it touches (paths, or their prefixes) clear. */
  change: (recipe: (values: ProfileFormValues) => ProfileFormValues, touched: string[]) => void;
}

export const card =
  'rounded-card border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40';

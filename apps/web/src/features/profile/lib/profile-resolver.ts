import { set, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { ApiRequestError } from '../../../lib/api-client';
import {
  checkProfile,
  formValuesOf,
  type ProfileErrors,
  type ProfilePageValues,
  type ProfileSubmit,
} from './profile-form';

const PHOTO_ERROR = 'Enter the web address of a picture, starting with https://';

/** The server's field errors ("profile.headline") as the form's paths ("headline"). */
export function serverErrors(error: unknown): ProfileErrors {
  if (!(error instanceof ApiRequestError) || !error.body?.fields) return {};
  return Object.fromEntries(
    Object.entries(error.body.fields).map(([path, message]) => [path.replace(/^profile\./, ''), message]),
  );
}

export const valuesOf = (user: UserRecord): ProfilePageValues => ({
  ...formValuesOf(user),
  photo: user.dbPhoto ?? '',
});

/** Each field's message by its path ("experience.0.endDate"), from the form's nested errors. */
export function messagesOf(errors: FieldErrors, prefix = ''): ProfileErrors {
  const messages: ProfileErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string') messages[path] = value.message;
    else Object.assign(messages, messagesOf(value as FieldErrors, path));
  }
  return messages;
}

/** The shared profile schema (checkProfile) and the photo's rule as the form's resolver. */
export const profileResolver: Resolver<ProfilePageValues, unknown, ProfileSubmit> = (
  values,
): ResolverResult<ProfilePageValues, ProfileSubmit> => {
  const { photo, ...profile } = values;
  const checked = checkProfile(profile);
  const photoValid = photo.trim() === '' || /^https?:\/\/\S+$/.test(photo.trim());
  if (checked.ok && photoValid) return { values: { profile: checked.profile, photo }, errors: {} };
  const errors: FieldErrors<ProfilePageValues> = {};
  for (const [path, message] of Object.entries(checked.ok ? {} : checked.errors))
    set(errors, path, { type: 'validate', message });
  if (!photoValid) errors.photo = { type: 'validate', message: PHOTO_ERROR };
  return { values: {}, errors };
};

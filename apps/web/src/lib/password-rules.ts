import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@skillmatch/shared/constants';

/** The product's words when a password and its repetition differ. */
export const PASSWORDS_DIFFER = 'Passwords do not match';

/** What is wrong with a new password, in the server's words; undefined when nothing is. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@skillmatch/shared/constants';

/** The spec's texts (sections 4, 5 and 8). */
export const AUTH_MESSAGES = {
  loginSuccess: 'Welcome back! Login successful',
  googleSuccess: 'Welcome! Google sign-in successful',
  registerSuccess: 'Registration successful! Welcome aboard!',
  signedOut: 'Successfully signed out',
  passwordsDiffer: 'Passwords do not match',
  googleFailed: 'Google sign-in did not complete. Please try again.',
} as const;

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}

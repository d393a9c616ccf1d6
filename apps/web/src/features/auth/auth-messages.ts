import { PASSWORDS_DIFFER } from '../../lib/password-rules';

export { passwordProblem } from '../../lib/password-rules';

/** The sign-in texts (docs/product.md, "Forms and their messages"). */
export const AUTH_MESSAGES = {
  loginSuccess: 'Welcome back! Login successful',
  googleSuccess: 'Welcome! Google sign-in successful',
  registerSuccess: 'Registration successful! Welcome aboard!',
  signedOut: 'Successfully signed out',
  passwordsDiffer: PASSWORDS_DIFFER,
  googleFailed: 'Google sign-in did not complete. Please try again.',
} as const;

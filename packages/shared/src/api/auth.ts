import { route } from './api-route';

/* /api/auth: better-auth's own endpoints (the server mounts its handler there, so no routes file lists them). */

export const signInWithEmail = route<{ body: { email: string; password: string }; response: unknown }>(
  'POST',
  '/api/auth/sign-in/email',
);

export const signUpWithEmail = route<{
  body: { name: string; email: string; password: string };
  response: unknown;
}>('POST', '/api/auth/sign-up/email');

export const signInWithProvider = route<{
  body: { provider: string; callbackURL: string; errorCallbackURL: string };
  response: { url: string };
}>('POST', '/api/auth/sign-in/social');

export const requestPasswordReset = route<{ body: { email: string; redirectTo: string }; response: unknown }>(
  'POST',
  '/api/auth/request-password-reset',
);

export const resetPassword = route<{ body: { token: string; newPassword: string }; response: unknown }>(
  'POST',
  '/api/auth/reset-password',
);

export const changePassword = route<{
  body: { currentPassword: string; newPassword: string };
  response: unknown;
}>('POST', '/api/auth/change-password');

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

/** Calls to better-auth's standard endpoints under /api/auth; each refreshes the session on success. */
function useAuthCall<Input>(path: string, body: (input: Input) => object) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<unknown>(path, { method: 'POST', body: body(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export const useSignIn = () =>
  useAuthCall<{ email: string; password: string }>('/api/auth/sign-in/email', (input) => input);

export const useSignUp = () =>
  useAuthCall<{ name: string; email: string; password: string }>('/api/auth/sign-up/email', (input) => input);

export const useRequestPasswordReset = () =>
  useAuthCall<{ email: string }>('/api/auth/request-password-reset', ({ email }) => ({
    email,
    redirectTo: '/reset-password',
  }));

export const useResetPassword = () =>
  useAuthCall<{ token: string; newPassword: string }>('/api/auth/reset-password', (input) => input);

/** Starts Google sign-in; the browser then leaves for Google and comes back to `returnTo`. */
export const useGoogleSignIn = () =>
  useMutation({
    mutationFn: async (returnTo: string) => {
      const { url } = await apiRequest<{ url: string }>('/api/auth/sign-in/social', {
        method: 'POST',
        body: {
          provider: 'google',
          callbackURL: `/login?google=success&next=${encodeURIComponent(returnTo)}`,
          errorCallbackURL: `/login?next=${encodeURIComponent(returnTo)}`,
        },
      });
      window.location.assign(url);
    },
  });

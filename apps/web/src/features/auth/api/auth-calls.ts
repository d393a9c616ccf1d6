import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { BodyOf } from '@skillmatch/shared/api/api-route';
import { apiCall } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/query-keys';

/** Calls to better-auth's standard endpoints under /api/auth; each refreshes the session on success. */
function useAuthCall<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export const useSignIn = () =>
  useAuthCall((body: BodyOf<typeof api.signInWithEmail>) => apiCall(api.signInWithEmail, { body }));

export const useSignUp = () =>
  useAuthCall((body: BodyOf<typeof api.signUpWithEmail>) => apiCall(api.signUpWithEmail, { body }));

export const useRequestPasswordReset = () =>
  useAuthCall(({ email }: { email: string }) =>
    apiCall(api.requestPasswordReset, { body: { email, redirectTo: '/reset-password' } }),
  );

export const useResetPassword = () =>
  useAuthCall((body: BodyOf<typeof api.resetPassword>) => apiCall(api.resetPassword, { body }));

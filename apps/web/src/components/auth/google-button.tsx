import { useMutation } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../lib/api-client';
import { Button } from '../ui/button';

/** Starts Google sign-in; the browser then leaves for Google and comes back to `returnTo`. */
export const useGoogleSignIn = () =>
  useMutation({
    mutationFn: async (returnTo: string) => {
      const { url } = await apiCall(api.signInWithProvider, {
        body: {
          provider: 'google',
          callbackURL: `/login?google=success&next=${encodeURIComponent(returnTo)}`,
          errorCallbackURL: `/login?next=${encodeURIComponent(returnTo)}`,
        },
      });
      window.location.assign(url);
    },
  });

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden>
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

export function GoogleButton({
  returnTo,
  onError,
}: {
  returnTo: string;
  onError: (message: string) => void;
}) {
  const google = useGoogleSignIn();
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={google.isPending}
      onClick={() => google.mutate(returnTo, { onError: (error) => onError(error.message) })}
    >
      <GoogleMark />
      Continue with Google
    </Button>
  );
}

function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-sm text-zinc-600 dark:text-zinc-400">
      <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      or
      <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
    </div>
  );
}

/** "or Continue with Google", shown only when the server has Google sign-in configured. */
export function GoogleAlternative(props: {
  enabled: boolean | undefined;
  returnTo: string;
  onError: (message: string) => void;
}) {
  if (!props.enabled) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton returnTo={props.returnTo} onError={props.onError} />
    </>
  );
}

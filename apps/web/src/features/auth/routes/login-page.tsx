import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { safeNextPath, useSession, useSignOut } from '../../../lib/session';
import { useSignIn } from '../api/auth-calls';
import { AUTH_MESSAGES } from '../auth-messages';
import { AuthHeading } from '../components/auth-heading';
import { ADMIN_USER_MESSAGES } from '@skillmatch/shared/schemas/admin';
import { SIGN_UP_CLOSED_ERROR, SIGN_UP_CLOSED_MESSAGE } from '@skillmatch/shared/schemas/settings';
import { GoogleAlternative } from '../../../components/auth/google-button';
import { RedirectAfterSuccess } from '../components/redirect-after-success';

/** Google sign-in comes back with `?error=code`: the codes a person can act on get their own words. */
const GOOGLE_ERRORS: Record<string, string> = {
  [SIGN_UP_CLOSED_ERROR]: SIGN_UP_CLOSED_MESSAGE,
  banned_user: ADMIN_USER_MESSAGES.disabledSignIn,
};

function googleError(code: string | null): string | null {
  if (!code) return null;
  return GOOGLE_ERRORS[code.toLowerCase()] ?? `${AUTH_MESSAGES.googleFailed} (${code.replaceAll('_', ' ')})`;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const session = useSession();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const [success, setSuccess] = useState<string | null>(
    params.get('google') === 'success' ? AUTH_MESSAGES.googleSuccess : null,
  );
  const [error, setError] = useState<string | null>(googleError(params.get('error')));
  const [signedOut, setSignedOut] = useState(false);
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const email = useWatch({ control: form.control, name: 'email' });

  if (success) {
    // Without a page asked for, an administrator's work starts at the dashboard, a seeker's at home.
    const landing = params.get('next') || session.data?.user?.role !== 'admin' ? next : '/dashboard';
    return (
      <>
        <AuthHeading title="Sign in" subtitle="Signed in to SkillMatch." />
        <RedirectAfterSuccess message={success} to={landing} />
      </>
    );
  }

  if (session.isPending) {
    return (
      <div className="h-72 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800" aria-label="Loading" />
    );
  }

  const user = session.data?.user;
  if (user) {
    return (
      <>
        <AuthHeading
          title={`Welcome, ${user.displayName}!`}
          subtitle={`You are signed in as ${user.email}.`}
        />
        <div className="flex flex-col gap-3">
          <ButtonLink to="/recommendations">See your job recommendations</ButtonLink>
          <Button
            variant="secondary"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSuccess: () => setSignedOut(true) })}
          >
            Sign Out
          </Button>
        </div>
      </>
    );
  }

  const onSubmit = form.handleSubmit((typed) => {
    setError(null);
    signIn.mutate(
      { email: typed.email.trim(), password: typed.password },
      {
        onSuccess: () => setSuccess(AUTH_MESSAGES.loginSuccess),
        onError: (failure) => setError(failure.message),
      },
    );
  });

  return (
    <>
      <AuthHeading title="Sign in" subtitle="Welcome back. Sign in to see your matches and applications." />
      <div className="space-y-4">
        {signedOut && <Alert tone="success">{AUTH_MESSAGES.signedOut}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <form onSubmit={onSubmit} className="space-y-4">
          <TextField label="Email" type="email" autoComplete="email" required {...form.register('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...form.register('password')}
          />
          <div className="flex justify-end">
            <Link
              to="/forgot-password"
              state={{ email: email.trim() }}
              className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              Forgot password?
            </Link>
          </div>
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Sign In'}
          </Button>
        </form>
        <GoogleAlternative enabled={session.data?.googleSignIn} returnTo={next} onError={setError} />
        <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          New to SkillMatch?{' '}
          <Link
            to={`/register${next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`}
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Create an account
          </Link>
        </p>
      </div>
    </>
  );
}

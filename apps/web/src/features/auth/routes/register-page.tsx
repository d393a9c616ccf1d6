import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { safeNextPath, useSession } from '../../../lib/session';
import { useSignUp } from '../api/auth-calls';
import { AUTH_MESSAGES } from '../auth-messages';
import { AuthHeading } from '../components/auth-heading';
import { GoogleAlternative } from '../../../components/auth/google-button';
import {
  NO_NEW_ACCOUNT,
  NewAccountFields,
  type NewAccount,
} from '../../../components/auth/new-account-fields';
import { RedirectAfterSuccess } from '../components/redirect-after-success';
import { SignUpClosed } from '../components/sign-up-closed';

export function RegisterPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const session = useSession();
  const signUp = useSignUp();
  const form = useForm<NewAccount>({
    defaultValues: NO_NEW_ACCOUNT,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit((fields) =>
    signUp.mutate(
      { name: fields.name.trim(), email: fields.email.trim(), password: fields.password },
      { onSuccess: () => setDone(true), onError: (failure) => setError(failure.message) },
    ),
  );

  const loginPath = `/login${next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`;

  if (done) {
    return (
      <>
        <AuthHeading title="Create your account" subtitle="Your SkillMatch account is ready." />
        <RedirectAfterSuccess message={AUTH_MESSAGES.registerSuccess} to={next} />
      </>
    );
  }

  if (session.data && !session.data.site.signUpOpen) return <SignUpClosed loginPath={loginPath} />;

  return (
    <>
      <AuthHeading
        title="Create your account"
        subtitle="Get job matches that explain themselves, and follow every application."
      />
      <div className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <form
          onSubmit={(event) => {
            setError(null);
            void onSubmit(event);
          }}
          noValidate
          className="space-y-4"
        >
          <NewAccountFields form={form} />
          <Button type="submit" className="w-full" disabled={signUp.isPending}>
            {signUp.isPending ? 'Creating your account…' : 'Create Account'}
          </Button>
        </form>
        <GoogleAlternative enabled={session.data?.googleSignIn} returnTo={next} onError={setError} />
        <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          Already have an account?{' '}
          <Link to={loginPath} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Sign in
          </Link>
        </p>
      </div>
    </>
  );
}

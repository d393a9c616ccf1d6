import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldOf } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { safeNextPath, useSession } from '../../../lib/session';
import { useSignUp } from '../api/auth-calls';
import { AUTH_MESSAGES, passwordProblem } from '../auth-messages';
import { AuthHeading } from '../components/auth-heading';
import { GoogleAlternative } from '../../../components/auth/google-button';
import { RedirectAfterSuccess } from '../components/redirect-after-success';
import { SignUpClosed } from '../components/sign-up-closed';

interface Fields {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

export function RegisterPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const session = useSession();
  const signUp = useSignUp();
  const form = useForm<Fields>({
    defaultValues: { name: '', email: '', password: '', confirm: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = fieldOf(form);
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
          <TextField
            label="Full name"
            autoComplete="name"
            required
            {...field('name', { validate: (name) => name.trim() !== '' || 'Enter your full name.' })}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...field('email', { validate: (email) => email.trim() !== '' || 'Enter your email address.' })}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint="8 to 128 characters."
            {...field('password', { validate: passwordProblem })}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
            {...field('confirm', {
              validate: (confirm, fields) => confirm === fields.password || AUTH_MESSAGES.passwordsDiffer,
            })}
          />
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

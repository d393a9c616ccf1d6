import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { safeNextPath, useSession } from '../../../lib/session';
import { useSignUp } from '../api/auth-calls';
import { AUTH_MESSAGES, passwordProblem } from '../auth-messages';
import { AuthHeading } from '../components/auth-heading';
import { GoogleAlternative } from '../components/google-button';
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
  const [fields, setFields] = useState<Fields>({ name: '', email: '', password: '', confirm: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Fields>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const edit = (field: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [field]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problems: Partial<Fields> = {};
    if (!fields.name.trim()) problems.name = 'Enter your full name.';
    if (!fields.email.trim()) problems.email = 'Enter your email address.';
    const passwordIssue = passwordProblem(fields.password);
    if (passwordIssue) problems.password = passwordIssue;
    if (fields.password !== fields.confirm) problems.confirm = AUTH_MESSAGES.passwordsDiffer;
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return;
    signUp.mutate(
      { name: fields.name.trim(), email: fields.email.trim(), password: fields.password },
      { onSuccess: () => setDone(true), onError: (failure) => setError(failure.message) },
    );
  };

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
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label="Full name"
            name="name"
            autoComplete="name"
            required
            value={fields.name}
            onChange={edit('name')}
            error={fieldErrors.name}
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={fields.email}
            onChange={edit('email')}
            error={fieldErrors.email}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            hint="8 to 128 characters."
            value={fields.password}
            onChange={edit('password')}
            error={fieldErrors.password}
          />
          <TextField
            label="Confirm password"
            type="password"
            name="confirm"
            autoComplete="new-password"
            required
            value={fields.confirm}
            onChange={edit('confirm')}
            error={fieldErrors.confirm}
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

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useRequestPasswordReset } from '../api/auth-calls';
import { AuthHeading } from '../components/auth-heading';

/** The same words whether or not the account exists: the page never tells who has one. */
export const RESET_REQUESTED =
  'If an account exists for that email, we have sent it a link to choose a new password. The link works for one hour.';

export function ForgotPasswordPage() {
  const location = useLocation();
  const typed = (location.state as { email?: unknown } | null)?.email;
  const form = useForm({
    defaultValues: { email: typeof typed === 'string' ? typed : '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  // The one field's own message shows in the alert above it, as the server's does.
  const error = form.formState.errors.email?.message ?? serverError;

  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(
      { email: email.trim() },
      { onSuccess: () => setSent(true), onError: (failure) => setServerError(failure.message) },
    ),
  );

  return (
    <>
      <AuthHeading title="Forgot your password?" subtitle="We will email you a link to choose a new one." />
      <div className="space-y-4">
        {sent ? (
          <Alert tone="success">{RESET_REQUESTED}</Alert>
        ) : (
          <form
            onSubmit={(event) => {
              setServerError(null);
              void onSubmit(event);
            }}
            noValidate
            className="space-y-4"
          >
            {error && <Alert tone="error">{error}</Alert>}
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.register('email', {
                validate: (email) => email.trim() !== '' || 'Enter your email address.',
              })}
            />
            <Button type="submit" className="w-full" disabled={request.isPending}>
              {request.isPending ? 'Sending…' : 'Send reset link'}
            </Button>
          </form>
        )}
        <p className="text-center text-sm">
          <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Back to sign in
          </Link>
        </p>
      </div>
    </>
  );
}

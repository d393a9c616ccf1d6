import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { errorOf } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { useResetPassword } from '../api/auth-calls';
import { AUTH_MESSAGES, passwordProblem } from '../auth-messages';
import { AuthHeading } from '../components/auth-heading';

const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useForm({
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [error, setError] = useState<string | null>(params.get('error') || !token ? INVALID_LINK : null);
  const [done, setDone] = useState(false);
  const reset = useResetPassword();

  if (done) {
    return (
      <>
        <AuthHeading title="Password changed" subtitle="You are signed out everywhere else." />
        <div className="space-y-4">
          <Alert tone="success">Your password has been changed. Sign in with your new password.</Alert>
          <ButtonLink to="/login" className="w-full">
            Sign in
          </ButtonLink>
        </div>
      </>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) => {
    if (!token) return;
    reset.mutate(
      { token, newPassword: password },
      { onSuccess: () => setDone(true), onError: (failure) => setError(failure.message) },
    );
  });

  return (
    <>
      <AuthHeading title="Choose a new password" subtitle="Any other sessions will be signed out." />
      <div className="space-y-4">
        {error && (
          <Alert tone="error">
            {error}{' '}
            {error === INVALID_LINK && (
              <Link to="/forgot-password" className="font-medium underline">
                Ask for a new link
              </Link>
            )}
          </Alert>
        )}
        {token && (
          <form
            onSubmit={(event) => {
              setError(null);
              void onSubmit(event);
            }}
            noValidate
            className="space-y-4"
          >
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="8 to 128 characters."
              {...form.register('password', { validate: passwordProblem })}
              error={errorOf(form, 'password')}
            />
            <TextField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              {...form.register('confirm', {
                validate: (confirm, values) => confirm === values.password || AUTH_MESSAGES.passwordsDiffer,
              })}
              error={errorOf(form, 'confirm')}
            />
            <Button type="submit" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? 'Saving…' : 'Set new password'}
            </Button>
          </form>
        )}
      </div>
    </>
  );
}

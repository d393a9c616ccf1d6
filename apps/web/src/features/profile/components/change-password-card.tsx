import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Validate } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorOf } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { PASSWORDS_DIFFER, passwordProblem } from '../../../lib/password-rules';
import { useChangePassword } from '../api/use-change-password';
import { card } from './profile-form-api';

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Enter your current password.',
  sameAsCurrent: 'Choose a new password that differs from the current one.',
  wrongCurrent: 'The current password is not correct.',
  changed: 'Your password has been changed. Every other session has been signed out.',
} as const;

/** Change password: the current one, the new one twice; every other session ends on the server. */
export function ChangePasswordCard() {
  const form = useForm({ defaultValues: { current: '', next: '', again: '' }, reValidateMode: 'onSubmit' });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const change = useChangePassword();

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          form.reset();
          setOutcome({ tone: 'success', text: CHANGE_PASSWORD_MESSAGES.changed });
        },
        onError: (failure) => {
          if (failure.message === CHANGE_PASSWORD_MESSAGES.wrongCurrent)
            form.setError('current', { type: 'server', message: failure.message }, { shouldFocus: true });
          else setOutcome({ tone: 'error', text: failure.message });
        },
      },
    ),
  );

  const field = (
    name: 'current' | 'next' | 'again',
    label: string,
    autoComplete: string,
    validate: Validate<string, { current: string; next: string; again: string }>,
    hint?: string,
  ) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      {...form.register(name, { validate })}
      error={errorOf(form, name)}
    />
  );

  return (
    <section aria-labelledby="change-password-title" className={`${card} grid gap-3`}>
      <h2 id="change-password-title" className="text-base font-semibold tracking-tight">
        Change password
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Changing it signs you out on every other device and browser; you stay signed in here.
      </p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <form
        onSubmit={(event) => {
          setOutcome(null);
          void onSubmit(event);
        }}
        noValidate
        className="grid gap-4 sm:max-w-md"
      >
        {field(
          'current',
          'Current password',
          'current-password',
          (current) => current !== '' || CHANGE_PASSWORD_MESSAGES.currentRequired,
        )}
        {field(
          'next',
          'New password',
          'new-password',
          (next, values) =>
            passwordProblem(next) ?? (next !== values.current || CHANGE_PASSWORD_MESSAGES.sameAsCurrent),
          '8 to 128 characters.',
        )}
        {field(
          'again',
          'New password again',
          'new-password',
          (again, values) => again === values.next || PASSWORDS_DIFFER,
        )}
        <div>
          <Button type="submit" disabled={change.isPending}>
            <KeyRound className="size-4" aria-hidden />
            {change.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
    </section>
  );
}

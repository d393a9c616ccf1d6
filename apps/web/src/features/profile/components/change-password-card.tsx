import { KeyRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
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

type Field = 'current' | 'next' | 'again';
type Problems = Partial<Record<Field, string>>;

/** Change password: the current one, the new one twice; every other session ends on the server. */
export function ChangePasswordCard() {
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', again: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const change = useChangePassword();

  const showProblems = (found: Problems) => {
    setProblems(found);
    const first = (['current', 'next', 'again'] as const).find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found: Problems = {
      current: values.current ? undefined : CHANGE_PASSWORD_MESSAGES.currentRequired,
      next:
        passwordProblem(values.next) ??
        (values.next === values.current ? CHANGE_PASSWORD_MESSAGES.sameAsCurrent : undefined),
      again: values.again === values.next ? undefined : PASSWORDS_DIFFER,
    };
    showProblems(found);
    if (found.current || found.next || found.again) return;
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues({ current: '', next: '', again: '' });
          setOutcome({ tone: 'success', text: CHANGE_PASSWORD_MESSAGES.changed });
        },
        onError: (failure) => {
          if (failure.message === CHANGE_PASSWORD_MESSAGES.wrongCurrent)
            showProblems({ current: failure.message });
          else setOutcome({ tone: 'error', text: failure.message });
        },
      },
    );
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <TextField
      ref={(input) => {
        inputs.current[name] = input;
      }}
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      value={values[name]}
      onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))}
      error={problems[name]}
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
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        {field('current', 'Current password', 'current-password')}
        {field('next', 'New password', 'new-password', '8 to 128 characters.')}
        {field('again', 'New password again', 'new-password')}
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

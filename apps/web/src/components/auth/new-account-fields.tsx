import type { UseFormReturn } from 'react-hook-form';
import { fieldOf } from '../ui/form';
import { TextField } from '../ui/text-field';
import { PASSWORDS_DIFFER, passwordProblem } from '../../lib/password-rules';

/** What a person gives to open an account with an email address and a password. */
export interface NewAccount {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

export const NO_NEW_ACCOUNT: NewAccount = { name: '', email: '', password: '', confirm: '' };

/**
 * Full name, email, password and its repetition, checked as the server checks them, for the seeker's
 * sign-up and the employer's (which calls the email a work email).
 */
export function NewAccountFields({
  form,
  emailLabel = 'Email',
}: {
  form: UseFormReturn<NewAccount>;
  emailLabel?: string;
}) {
  const field = fieldOf(form);
  return (
    <>
      <TextField
        label="Full name"
        autoComplete="name"
        required
        {...field('name', { validate: (name) => name.trim() !== '' || 'Enter your full name.' })}
      />
      <TextField
        label={emailLabel}
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
          validate: (confirm, fields) => confirm === fields.password || PASSWORDS_DIFFER,
        })}
      />
    </>
  );
}

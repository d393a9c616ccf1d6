import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_CLOSED_MESSAGE } from '@skillmatch/shared/schemas/settings';
import { json, renderRoute } from '../../../test/render';

describe('register page', () => {
  it('says sign-up is closed, with a way to sign in, instead of the form', async () => {
    renderRoute('/register?next=%2Fjobs', {
      site: { name: 'TalentHub', signUpOpen: false, jobsPageSize: 20 },
    });
    expect(await screen.findByText(SIGN_UP_CLOSED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign-up is closed', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fjobs');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(document.title).toBe('Sign-up is closed - TalentHub');
  });

  it('shows the server’s refusal when sign-up closed meanwhile', async () => {
    renderRoute('/register', {
      api: ({ url }) =>
        url === '/api/auth/sign-up/email'
          ? json({ statusCode: 403, code: 'FORBIDDEN', message: SIGN_UP_CLOSED_MESSAGE }, 403)
          : undefined,
    });
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical engine');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'analytical engine');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_UP_CLOSED_MESSAGE);
  });
});

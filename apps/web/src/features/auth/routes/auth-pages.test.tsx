import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, SEEKER } from '../../../test/render';

describe('auth pages', () => {
  it('register refuses mismatched passwords without calling the server', async () => {
    const { fetchStub } = renderRoute('/register');
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'analytical engine');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'analytical engines');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchStub.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/sign-up/email');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('register asks for 8 characters before sending a short password', async () => {
    renderRoute('/register');
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('login greets a signed-in person with a link to recommendations and Sign Out', async () => {
    renderRoute('/login', { user: SEEKER });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your job recommendations' })).toHaveAttribute(
      'href',
      '/recommendations',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('login passes the typed email on to forgot-password', async () => {
    renderRoute('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('treats any forgotPassword path as the forgot-password page', async () => {
    const { router } = renderRoute('/forgotPassword');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});

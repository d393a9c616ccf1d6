import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, renderRouter, stubFetch, type ApiCall } from '../../../test/harness';
import { CHANGE_PASSWORD_MESSAGES, ChangePasswordCard } from './change-password-card';

function renderCard(answer: (call: ApiCall) => Response) {
  const calls: ApiCall[] = [];
  stubFetch(async (call) => {
    calls.push(call);
    return call.url === '/api/session' ? json({ user: null }) : answer(call);
  });
  renderRouter(createMemoryRouter([{ path: '/', element: <ChangePasswordCard /> }]));
  const changes = () => calls.filter((call) => call.url === '/api/auth/change-password');
  return { changes };
}

async function fill(current: string, next: string, again = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (again) await userEvent.type(screen.getByLabelText('New password again'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password card', () => {
  it('says what is wrong before sending anything, and puts the cursor there', async () => {
    const { changes } = renderCard(() => json({}));
    await fill('', 'short', 'shorter');
    expect(screen.getByText(CHANGE_PASSWORD_MESSAGES.currentRequired)).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('New password again')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('New password again'));
    await fill('same passphrase', 'same passphrase');
    expect(screen.getByText(CHANGE_PASSWORD_MESSAGES.sameAsCurrent)).toBeInTheDocument();
    expect(changes()).toHaveLength(0);
  });

  it('sends the current and the new password, then clears the form and says other sessions ended', async () => {
    const { changes } = renderCard(() => json({ token: 't', user: {} }));
    await fill('old passphrase', 'new passphrase');
    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.changed)).toBeInTheDocument();
    expect(screen.getByText(CHANGE_PASSWORD_MESSAGES.changed).closest('[role="status"]')).not.toBeNull();
    expect(changes().map((call) => call.body)).toEqual([
      { currentPassword: 'old passphrase', newPassword: 'new passphrase' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows a wrong current password on that field, and other refusals above the form', async () => {
    let message = CHANGE_PASSWORD_MESSAGES.wrongCurrent as string;
    renderCard(() => json({ statusCode: 400, code: 'BAD_REQUEST', message }, 400));
    await fill('not it at all', 'new passphrase');
    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.wrongCurrent)).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    message = 'Too many attempts. Please wait a minute and try again.';
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as api from '@skillmatch/shared/api/api-map';
import { PROFILE_LIMITS } from '@skillmatch/shared/schemas/profile';
import { makeUserRecord } from '../../../test/fixtures';
import { answer, renderRoute, SEEKER } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });
// The page waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 15_000 });

function renderProfile() {
  const user = makeUserRecord(SEEKER.email, ['SQL']);
  return renderRoute('/profile', {
    user: SEEKER,
    api: ({ method, url }) => (url === '/api/me' && method === 'GET' ? answer(api.getMe, user) : undefined),
  });
}

/** Every profile field stops at the limit the server checks on save, and says how close it is. */
describe('the profile’s limits', () => {
  it('stops the bio at the saved limit and counts it as it is typed', async () => {
    renderProfile();
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveAttribute('maxlength', String(PROFILE_LIMITS.bio));
    fireEvent.change(bio, { target: { value: 'a'.repeat(3999) } });
    expect(bio).toHaveAccessibleDescription('3,999/4,000 characters');
  });

  it('shows a single line’s count once it is nearly full', async () => {
    renderProfile();
    const headline = await screen.findByRole('textbox', { name: 'Professional headline' });
    expect(headline).toHaveAttribute('maxlength', String(PROFILE_LIMITS.headline));
    fireEvent.change(headline, { target: { value: 'Engineer' } });
    expect(screen.queryByText(/\/160 characters/)).not.toBeInTheDocument();
    fireEvent.change(headline, { target: { value: 'x'.repeat(150) } });
    expect(headline).toHaveAccessibleDescription('150/160 characters');
  });

  it('limits the career texts and each skill the same way', async () => {
    renderProfile();
    expect(await screen.findByRole('textbox', { name: 'Skills' })).toHaveAttribute(
      'maxlength',
      String(PROFILE_LIMITS.skill),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Career Info' }));
    expect(screen.getByRole('textbox', { name: 'Career summary' })).toHaveAttribute(
      'maxlength',
      String(PROFILE_LIMITS.careerText),
    );
  });
});

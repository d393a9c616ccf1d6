import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUserRecord } from '../../../test/fixtures';
import { json, renderRoute, SEEKER } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });
// The home waits for its lazy module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 15_000 });

const renderHome = (skills: string[] | null) =>
  renderRoute('/', {
    user: SEEKER,
    api: ({ url }) => (url === '/api/me' ? json(makeUserRecord(SEEKER.email, skills)) : undefined),
  });

/** A seeker's home greets someone who just signed up as new, and someone with a profile as returning. */
describe('the seeker’s home greeting', () => {
  it('says "Welcome" to someone with nothing here yet', async () => {
    renderHome(null);
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/add your skills to your profile/)).toBeInTheDocument();
  });

  it('says "Welcome back" to someone who has a profile', async () => {
    renderHome(['React']);
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace', level: 1 }),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../test/harness';
import { ADMIN_USER, renderRoute, SEEKER } from '../test/render';

describe('route guards', () => {
  it.each(['/dashboard', '/profile', '/applications', '/recommendations', '/admin/jobs'])(
    'send a visitor from %s to /login, carrying the page, replacing history',
    async (path) => {
      const { router } = renderRoute(`${path}?tab=1`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(`${path}?tab=1`)}`);
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('let a signed-in person through', async () => {
    renderRoute('/dashboard', { user: SEEKER });
    expect(
      await screen.findByRole(
        'heading',
        { name: `Welcome, ${SEEKER.displayName}`, level: 1 },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('show the 403 screen to a regular user on an admin page', async () => {
    renderRoute('/admin/users', { user: SEEKER });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });

  it('let a company’s recruiter into the back office', async () => {
    renderRoute('/admin/job-listings', {
      user: SEEKER,
      backOffice: { role: 'recruiter', company: { id: 'c1', name: 'Acme Rockets' }, companies: 1 },
      api: ({ url }) =>
        url.startsWith('/api/admin/jobs?') ? json({ jobs: [], total: 0, page: 1, pageSize: 20 }) : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Job Listings', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Acme Rockets')).toBeInTheDocument();
  });

  it('let an administrator through', async () => {
    renderRoute('/admin/users', { user: ADMIN_USER });
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
  });

  it('keep public pages public', async () => {
    const { router } = renderRoute('/jobs');
    expect(await screen.findByRole('heading', { name: 'Job listings', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs');
  });
});

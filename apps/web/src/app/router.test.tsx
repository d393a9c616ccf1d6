import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, renderRoute } from '../test/render';

describe('the route table', () => {
  it('shows the error page for an unknown path, inside the site layout', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/profilePage', '/profile'],
    ['/matches', '/recommendations'],
    ['/admin/edit-job/abc', '/admin/jobs/abc/edit'],
  ])('redirects %s to %s', async (from, to) => {
    // Signed in as an administrator, so that the guarded destination itself does not redirect.
    const { router } = renderRoute(from, { user: ADMIN_USER });
    // The destination's route module loads first (lazy), which takes a while on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe(to), { timeout: 5000 });
  });

  it('shows login without the navigation bar and footer', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('treats /jobs/<category> as that category', async () => {
    renderRoute('/jobs/healthcare');
    expect(await screen.findByRole('heading', { name: 'Healthcare jobs' })).toBeInTheDocument();
  });

  it('closes the mobile menu when the route changes', async () => {
    const user = userEvent.setup();
    renderRoute('/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu');
    expect(menu).toBeInTheDocument();
    const jobsLinks = screen.getAllByRole('link', { name: 'Job Listings' });
    await user.click(jobsLinks[jobsLinks.length - 1]!);
    expect(await screen.findByRole('heading', { name: 'Job listings' })).toBeInTheDocument();
    expect(document.getElementById('mobile-menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, renderRoute, SEEKER } from '../test/render';

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

  it('gives administrators the back office links, and job seekers theirs', async () => {
    const admin = renderRoute('/about', { user: ADMIN_USER });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Users' });
    expect(
      Object.fromEntries(
        ['Dashboard', 'Jobs', 'Applications', 'Review', 'Users', 'Inbox', 'Settings'].map((name) => [
          name,
          within(nav).getByRole('link', { name }).getAttribute('href'),
        ]),
      ),
    ).toEqual({
      Dashboard: '/dashboard',
      Jobs: '/admin/job-listings',
      Applications: '/admin/applications',
      Review: '/admin/review',
      Users: '/admin/users',
      Inbox: '/admin/inbox',
      Settings: '/admin/settings',
    });
    expect(within(nav).queryByRole('link', { name: 'Recommendations' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Job Listings' })).not.toBeInTheDocument();
    // The phone menu carries the same links.
    await userEvent.click(within(nav).getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    admin.unmount();

    renderRoute('/about', { user: SEEKER });
    const seekerNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(seekerNav).findByRole('link', { name: 'Recommendations' })).toBeInTheDocument();
    expect(within(seekerNav).getByRole('link', { name: 'Job Listings' })).toHaveAttribute('href', '/jobs');
    expect(within(seekerNav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(seekerNav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('gives a company’s recruiters its back office, interviewers their applicants, the operator’s own to no one else', async () => {
    const company = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Rockets' };
    const recruiter = renderRoute('/about', {
      user: SEEKER,
      backOffice: { role: 'recruiter', company, companies: 1 },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Applications' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expect.arrayContaining(['Dashboard', 'Jobs', 'Applications', 'Team']));
    expect(within(nav).getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/admin/team');
    for (const name of ['Users', 'Settings', 'Inbox', 'Companies'])
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    recruiter.unmount();

    const interviewer = renderRoute('/about', {
      user: SEEKER,
      backOffice: { role: 'interviewer', company, companies: 1 },
    });
    const interviewerNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(interviewerNav).findByRole('link', { name: 'Applicants' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
    expect(within(interviewerNav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    interviewer.unmount();

    // The operator's own pages stay closed to a hiring team, whatever the URL.
    renderRoute('/admin/companies', { user: SEEKER, backOffice: { role: 'owner', company, companies: 1 } });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });

  it('names the site in the logo, the footer and the tab title', async () => {
    renderRoute('/about');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} SkillMatch.`,
    );
    await waitFor(() => expect(document.title).toMatch(/ - SkillMatch$/));
  });

  it('offers "Add another" on the page of a job just published', async () => {
    const { router } = renderRoute('/about', { user: ADMIN_USER });
    await screen.findByRole('navigation', { name: 'Main' });
    await act(() =>
      router.navigate('/jobs/job-9', { state: { jobAdded: { id: 'job-9', title: 'Data Engineer' } } }),
    );
    const banner = await screen.findByText(/Job published:/);
    expect(banner).toHaveTextContent('Job published: Data Engineer. Add another');
    expect(within(banner).getByRole('link', { name: 'Add another' })).toHaveAttribute('href', '/admin/jobs');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Job published:/)).not.toBeInTheDocument();
  });
});

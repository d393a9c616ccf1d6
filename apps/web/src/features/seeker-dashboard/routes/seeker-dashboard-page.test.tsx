import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUserRecord, makeRecommendation } from '../../../test/fixtures';
import { ADMIN_USER, json, renderRoute, SEEKER } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });

// Each screen waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 5000 });

const isRecommendations = (url: string) => url.startsWith('/api/recommendations?');

describe('seeker dashboard', () => {
  it('greets the seeker and shows the engine’s top 3 with real scores on the five-step scale', async () => {
    const top = [
      makeRecommendation(
        93,
        { title: 'Frontend Engineer', skills: ['React', 'TypeScript', 'CSS', 'Jest', 'Vite'] },
        {},
      ),
      makeRecommendation(74, { title: 'Web Developer', skills: ['HTML', 'CSS'], isApplied: true }),
      makeRecommendation(45, { title: 'Data Engineer' }),
    ];
    const { calls } = renderRoute('/dashboard', {
      user: SEEKER,
      api: ({ url }) => (isRecommendations(url) ? json(top, 200, { 'x-total-count': '12' }) : undefined),
    });
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace', level: 1 }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Top Skill Matches' });
    expect(within(panel).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/recommendations');

    const cards = await within(panel).findAllByRole('article');
    expect(calls.map((call) => call.url).filter(isRecommendations)).toEqual([
      '/api/recommendations?page=1&pageSize=3',
    ]);
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      `/jobs/${top[0]!.jobDetails.id}`,
    );
    expect(within(first).getByText('93% match').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'deep-green',
    );
    expect(within(second).getByText('74% match').closest('[data-tone]')).toHaveAttribute('data-tone', 'lime');
    expect(within(third).getByText('45% match').closest('[data-tone]')).toHaveAttribute('data-tone', 'red');
    // A job already applied to says so.
    expect(within(second).getByText('Applied')).toBeInTheDocument();
    expect(within(first).queryByText('Applied')).not.toBeInTheDocument();
    // Compact cards: 3 skills, then "+N more".
    expect(within(first).getByRole('list', { name: 'Skills' })).toHaveTextContent(
      'ReactTypeScriptCSS+2 more',
    );
    expect(within(panel).getByRole('link', { name: 'View All Matches' })).toHaveAttribute(
      'href',
      '/recommendations',
    );
  });

  it('counts the stored applications: total, interviews, offers and the application rate', async () => {
    const user = makeUserRecord(SEEKER.email, ['React']);
    const application = (status: string, job: string) => ({
      applicationId: `app-${job}`,
      jobId: null,
      job,
      company: 'Acme',
      companyLocation: null,
      salary: { min: null, max: null, currency: 'USD' },
      jobType: 'Full-time',
      remote: false,
      skillsRequired: [],
      motivation: 'x'.repeat(60),
      status,
      appliedDate: '2026-11-20T10:00:00.000Z',
      nextStep: status === 'Interview' ? 'Technical interview' : null,
      nextStepDate: status === 'Interview' ? '2026-12-01' : null,
      feedback: null,
      timeline: [{ stage: 'Applied', date: '2026-11-20T10:00:00.000Z' }],
    });
    user.applications = [
      application('Interview', 'Frontend Engineer'),
      application('Applied', 'Web Developer'),
      application('Offer', 'UI Engineer'),
      application('Rejected', 'Designer'),
    ];
    user.applicationStats = { applied: 1, inProgress: 0, interviews: 1, offers: 1, rejected: 1 };
    renderRoute('/dashboard', {
      user: SEEKER,
      api: ({ url }) =>
        isRecommendations(url)
          ? json([], 200, { 'x-total-count': '0' })
          : url === '/api/me'
            ? json(user)
            : undefined,
    });
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(await screen.findByText('Total Applications')).toBeInTheDocument();
    expect(value('Total Applications')).toBe('4');
    expect(value('Interviews')).toBe('1');
    expect(value('Offers')).toBe('1');
    expect(value('Application Rate')).toBe('50%');
    expect(screen.getByText('2 of 4 moved forward')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Applications' });
    expect(within(recent).getByText(/Next: Technical interview/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Complete Your Profile' })).toHaveTextContent('60%');
  });

  it('says when no application was sent yet, with the way to the jobs', async () => {
    renderRoute('/dashboard', {
      user: SEEKER,
      api: ({ url }) =>
        isRecommendations(url)
          ? json([], 200, { 'x-total-count': '0' })
          : url === '/api/me'
            ? json(makeUserRecord(SEEKER.email, ['React']))
            : undefined,
    });
    expect(await screen.findByText("You haven't applied to any jobs yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByText('Application Rate').nextElementSibling).toHaveTextContent('0%');
    expect(screen.getByText('Moved forward by recruiters')).toBeInTheDocument();
  });

  it('says there are no matches yet and leads to the profile', async () => {
    renderRoute('/dashboard', {
      user: SEEKER,
      api: ({ url }) =>
        isRecommendations(url)
          ? json([], 200, { 'x-total-count': '0' })
          : url === '/api/me'
            ? json(makeUserRecord(SEEKER.email, null))
            : undefined,
    });
    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Top Skill Matches' });
    expect(
      within(panel).getByText('Complete your profile to get personalized job matches'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'View All Matches' })).not.toBeInTheDocument();
  });

  it('offers Try again when the matches cannot be loaded', async () => {
    renderRoute('/dashboard', {
      user: SEEKER,
      api: ({ url }) =>
        isRecommendations(url)
          ? json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500)
          : url === '/api/me'
            ? json(makeUserRecord(SEEKER.email, ['React']))
            : undefined,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your matches could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is the admin dashboard for administrators', async () => {
    renderRoute('/dashboard', {
      user: ADMIN_USER,
      api: ({ url }) =>
        url.startsWith('/api/jobs?')
          ? json({
              jobs: [],
              total: 0,
              page: 1,
              pageSize: 20,
              sort: 'newest',
              sorts: ['newest', 'salary'],
              facets: { type: [], remote: [], category: [], skills: [] },
            })
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top Skill Matches' })).not.toBeInTheDocument();
  });
});

import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeRecommendation } from '../../../test/fixtures';
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
      makeRecommendation(74, { title: 'Web Developer', skills: ['HTML', 'CSS'] }),
      makeRecommendation(45, { title: 'Data Engineer' }),
    ];
    const { calls } = renderRoute('/dashboard', {
      user: SEEKER,
      api: ({ url }) => (isRecommendations(url) ? json(top, 200, { 'x-total-count': '12' }) : undefined),
    });
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace', level: 1 }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Top AI Job Matches' });
    expect(within(panel).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/recommendations');

    const cards = await within(panel).findAllByRole('article');
    expect(calls.map((call) => call.url)).toEqual([
      `/api/recommendations?email=${encodeURIComponent(SEEKER.email)}&page=1&pageSize=3`,
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
    // Compact cards: 3 skills, then "+N more".
    expect(within(first).getByRole('list', { name: 'Skills' })).toHaveTextContent(
      'ReactTypeScriptCSS+2 more',
    );
    expect(within(panel).getByRole('link', { name: 'View All Matches' })).toHaveAttribute(
      'href',
      '/recommendations',
    );
    // Statistics of later issues are not made up.
    expect(screen.queryByText('Total Applications')).not.toBeInTheDocument();
  });

  it('says there are no matches yet and leads to the profile', async () => {
    renderRoute('/dashboard', {
      user: SEEKER,
      api: ({ url }) => (isRecommendations(url) ? json([], 200, { 'x-total-count': '0' }) : undefined),
    });
    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
    expect(screen.getByText('Complete your profile to get personalized job matches')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'View All Matches' })).not.toBeInTheDocument();
  });

  it('offers Try again when the matches cannot be loaded', async () => {
    renderRoute('/dashboard', {
      user: SEEKER,
      api: ({ url }) =>
        isRecommendations(url)
          ? json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500)
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
              facets: { type: [], remote: [], category: [] },
            })
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top AI Job Matches' })).not.toBeInTheDocument();
  });
});

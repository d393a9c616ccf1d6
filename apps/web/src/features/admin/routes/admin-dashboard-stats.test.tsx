import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { makeActivity, makeStats } from '../testing/admin-fixtures';
import { apiError, json, renderAdmin } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const NO_JOBS: JobSearchResponse = {
  jobs: [],
  total: 0,
  page: 1,
  pageSize: 20,
  sort: 'newest',
  sorts: ['newest', 'salary'],
  facets: { type: [], remote: [], category: [], skills: [], company: [] },
};

describe('admin dashboard statistics', () => {
  it('shows the totals, charts, quick stats and recent activity, and no placeholder text', async () => {
    renderAdmin('/dashboard', ({ url }) => {
      if (url.startsWith('/api/admin/jobs?')) return json(NO_JOBS);
      if (url === '/api/admin/stats') return json(makeStats());
      if (url === '/api/admin/activity?limit=20')
        return json({
          items: [
            makeActivity(),
            makeActivity({ id: 'act-2', summary: 'Data Engineer was deleted', link: null, actor: null }),
          ],
        });
      return undefined;
    });
    await screen.findByText('1,234');
    // Every stat card and quick stat is a term and its value.
    const values = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({
      'Total Users': '1,234',
      'Total Jobs': '87',
      Applications: '4,321',
      'Active Jobs': '65',
      'Applications this week': '42',
      'Offers made': '7',
      'Median time to first response': '2.5 days',
      'Active jobs with applicants': '75%',
    });
    expect(screen.getByRole('region', { name: 'Quick Stats' })).toHaveTextContent('Offers made7');

    // Each chart's title states its finding; its numbers are in a table for screen readers.
    const weekly = screen.getByRole('figure', { name: /Applications per week/ });
    expect(weekly).toHaveTextContent('12 applications');
    expect(weekly).toHaveTextContent('up from 8');
    expect(within(weekly).getAllByRole('row')).toHaveLength(13);
    const funnel = screen.getByRole('figure', { name: /Pipeline by status/ });
    expect(funnel).toHaveTextContent('30 of 56 applications await a first response');
    expect(within(funnel).getByRole('rowheader', { name: 'Interview' }).nextSibling).toHaveTextContent('5');
    expect(screen.getByRole('figure', { name: /Active jobs by category/ })).toHaveTextContent(
      'Technology has the most active jobs: 40 of 65',
    );

    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(
      within(activity).getByRole('link', { name: 'Ada Lovelace applied to Data Engineer at Acme' }),
    ).toHaveAttribute('href', '/admin/applications');
    expect(within(activity).getByText('Data Engineer was deleted').tagName).toBe('P');
    expect(within(activity).getAllByText('5 minutes ago')[0]!.closest('time')).toHaveAttribute('title');

    const actions = screen.getByRole('region', { name: 'Admin Actions' });
    expect(within(actions).getByRole('link', { name: 'Manage Users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(within(actions).getByRole('link', { name: 'Platform Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );

    const text = document.body.textContent ?? '';
    for (const placeholder of ['will appear here', 'Statistics and recent activity'])
      expect(text).not.toContain(placeholder);
  });

  it('says when nothing has happened yet, and offers a retry when the statistics fail', async () => {
    let statsFail = true;
    renderAdmin('/dashboard', ({ url }) => {
      if (url.startsWith('/api/admin/jobs?')) return json(NO_JOBS);
      if (url === '/api/admin/stats')
        return statsFail
          ? apiError(500, 'Database down')
          : json(makeStats({ quick: { ...makeStats().quick, medianDaysToFirstResponse: null } }));
      if (url.startsWith('/api/admin/activity')) return json({ items: [] });
      return undefined;
    });
    expect(await screen.findByText(/Nothing has happened yet/)).toBeInTheDocument();
    expect(await screen.findByText(/We could not load the statistics/)).toBeInTheDocument();
    statsFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No responses yet')).toBeInTheDocument();
  });
});

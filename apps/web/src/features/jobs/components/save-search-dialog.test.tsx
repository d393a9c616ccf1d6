import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { makeJob } from '../../../test/fixtures';
import { json, renderRoute, SEEKER } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

const found: JobSearchResponse = {
  jobs: [makeJob({ title: 'Kotlin Engineer' })],
  total: 1,
  page: 1,
  pageSize: 20,
  sort: 'newest',
  sorts: ['newest', 'salary'],
  facets: { type: [], remote: [], category: [], skills: [], company: [] },
};

describe('save this search', () => {
  it('saves the job list’s search as an alert, with a suggested name and the chosen frequency', async () => {
    const { calls } = renderRoute('/jobs?q=kotlin&remote=true&skills=Gradle', {
      user: SEEKER,
      api: ({ method, url }) => {
        if (url.split('?')[0] === '/api/jobs') return json(found);
        if (method === 'POST' && url === '/api/saved-searches') return json({ id: 'alert-1' }, 201);
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Remote kotlin, Gradle jobs');
    await userEvent.selectOptions(within(dialog).getByLabelText('How often'), 'instant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText('Job alert saved. Manage it on your profile.')).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'POST' && call.url === '/api/saved-searches');
    expect(saved?.body).toMatchObject({
      name: 'Remote kotlin, Gradle jobs',
      query: { q: 'kotlin', remote: 'true', skills: ['Gradle'] },
      frequency: 'instant',
      minMatch: null,
    });
  });

  it('shows the server’s message on the field it names', async () => {
    renderRoute('/jobs?q=kotlin', {
      user: SEEKER,
      api: ({ method, url }) => {
        if (url.split('?')[0] === '/api/jobs') return json(found);
        if (method === 'POST' && url === '/api/saved-searches') {
          return json(
            {
              code: 'VALIDATION',
              message: 'Name must be at most 120 characters',
              fields: { name: 'Name must be at most 120 characters' },
            },
            400,
          );
        }
        return undefined;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Name must be at most 120 characters'),
    );
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      /Name must be at most 120 characters/,
    );
  });

  it('asks a visitor to sign in first', async () => {
    renderRoute('/jobs?q=kotlin', {
      api: ({ url }) => (url.split('?')[0] === '/api/jobs' ? json(found) : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fjobs%3Fq%3Dkotlin',
    );
  });
});

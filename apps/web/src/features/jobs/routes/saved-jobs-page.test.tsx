import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RemovedSavedJob, SavedJobsResponse } from '@skillmatch/shared/schemas/saved-jobs';
import { makeJob, makeReasons } from '../../../test/fixtures';
import { json, renderRoute, SEEKER } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });

// The screen waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 5000 });

const LISTED = makeJob({ title: 'Frontend Engineer', isSaved: true });
const REMOVED: RemovedSavedJob = {
  id: 'a1b2c3d4-0000-4000-8000-00000000dead',
  title: 'Vanished Engineer',
  company: 'Acme',
  location: 'Porto',
  savedAt: '2026-11-20T10:00:00.000Z',
  removedByEmployer: true,
};

describe('saved jobs', () => {
  it('shows a job the employer deleted as removed, with nothing to open or apply to, and takes it off the list', async () => {
    let saved: SavedJobsResponse = { jobs: [LISTED], removed: [REMOVED] };
    const { calls } = renderRoute('/saved-jobs', {
      user: SEEKER,
      api: ({ method, url }) => {
        if (url === '/api/saved-jobs') return json(saved);
        if (method === 'DELETE' && url === `/api/saved-jobs/${REMOVED.id}`) {
          saved = { ...saved, removed: [] };
          return json({ saved: false });
        }
        if (url.startsWith('/api/matches?'))
          return json({ matches: [{ jobId: LISTED.id, score: 82, reasons: makeReasons() }] });
        return undefined;
      },
    });
    const title = await screen.findByRole('heading', { name: 'Vanished Engineer' });
    const card = title.closest('article') as HTMLElement;
    expect(within(card).getByText('Removed by the employer')).toBeInTheDocument();
    expect(within(card).getByText('Acme')).toBeInTheDocument();
    expect(within(card).getByText('Porto')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Apply/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/% match/)).not.toBeInTheDocument();
    // The listed job is still an ordinary card, and only it is asked a score for.
    expect(screen.getByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/matches')).map((call) => call.url)).toEqual([
      `/api/matches?jobId=${LISTED.id}`,
    ]);

    await userEvent.click(
      within(card).getByRole('button', { name: 'Remove Vanished Engineer from saved jobs' }),
    );

    await waitFor(() => expect(screen.queryByText('Vanished Engineer')).not.toBeInTheDocument());
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: `/api/saved-jobs/${REMOVED.id}` }),
    );
    expect(screen.getByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
  });

  it('counts a list of only removed jobs as not empty', async () => {
    renderRoute('/saved-jobs', {
      user: SEEKER,
      api: ({ url }) => (url === '/api/saved-jobs' ? json({ jobs: [], removed: [REMOVED] }) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Vanished Engineer' })).toBeInTheDocument();
    expect(screen.queryByText('No saved jobs yet')).not.toBeInTheDocument();
  });
});

import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { makeJob, makeReasons } from '../../../test/fixtures';
import { json, renderRoute, SEEKER, type ApiCall } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });

// Each screen waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 5000 });

const FIRST = makeJob({ title: 'Frontend Engineer' });
const SECOND = makeJob({ title: 'Nurse Practitioner', skills: ['Patient care'] });
const search: JobSearchResponse = {
  jobs: [FIRST, SECOND],
  total: 2,
  page: 1,
  pageSize: 20,
  sort: 'newest',
  sorts: ['newest', 'salary'],
  facets: { type: [], remote: [], category: [], skills: [], company: [] },
};
const matchCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.startsWith('/api/matches'));

describe('match badges on the job list and detail', () => {
  it('asks once for the whole page and shows a badge only where a score above 0 came back', async () => {
    const { calls } = renderRoute('/jobs', {
      user: SEEKER,
      api: ({ url }) => {
        if (url.split('?')[0] === '/api/jobs') return json(search);
        if (url.startsWith('/api/matches?'))
          return json({
            matches: [
              { jobId: FIRST.id, score: 82, reasons: makeReasons() },
              // Nothing in common: no badge rather than a red "0%".
              { jobId: SECOND.id, score: 0, reasons: makeReasons({ matched: [], related: [] }) },
            ],
          });
        return undefined;
      },
    });
    const list = await screen.findByRole('list', { name: 'Jobs' });
    const card = within(list).getByRole('link', { name: 'Frontend Engineer' }).closest('article')!;
    expect(await within(card as HTMLElement).findByText('82% match')).toBeInTheDocument();
    const other = within(list)
      .getByRole('link', { name: 'Nurse Practitioner' })
      .closest('article') as HTMLElement;
    expect(within(other).queryByText(/% match/)).not.toBeInTheDocument();
    expect(matchCalls(calls).map((call) => call.url)).toEqual([
      `/api/matches?jobId=${FIRST.id}&jobId=${SECOND.id}`,
    ]);
  });

  it('makes no match call for visitors', async () => {
    const { calls } = renderRoute('/jobs', {
      api: ({ url }) => (url.split('?')[0] === '/api/jobs' ? json(search) : undefined),
    });
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(within(list).getByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
    expect(matchCalls(calls)).toEqual([]);
    expect(screen.queryByText(/% match/)).not.toBeInTheDocument();
  });

  it('shows the badge and the reasons on the job’s own page', async () => {
    renderRoute(`/jobs/${FIRST.id}`, {
      user: SEEKER,
      api: ({ url }) => {
        if (url === `/api/jobs/${FIRST.id}`) return json(FIRST);
        if (url === `/api/matches?jobId=${FIRST.id}`)
          return json({ matches: [{ jobId: FIRST.id, score: 55, reasons: makeReasons() }] });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'Frontend Engineer', level: 1 })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Your match' });
    expect(within(panel).getByText('55% match').closest('[data-tone]')).toHaveAttribute('data-tone', 'red');
    expect(within(panel).getByText('You have 2 of 4 skills')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Missing skills' })).toHaveTextContent('AWS');
    expect(screen.getAllByText('55% match')).toHaveLength(2);
  });
});

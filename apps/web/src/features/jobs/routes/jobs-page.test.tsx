import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Job, JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { makeJob } from '../../../test/fixtures';
import { json, renderRoute } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });

// The screen waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 5000 });

const job = (title: string): Job =>
  makeJob({
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    title,
    salaryMin: null,
    salaryMax: null,
    experience: null,
    skills: ['React'],
    remote: false,
  });

const answer = (total: number, page = 1): JobSearchResponse => ({
  jobs: [job(`Job on page ${page}`)],
  total,
  page,
  pageSize: 20,
  sort: 'newest',
  sorts: ['newest', 'salary'],
  facets: { type: [], remote: [], category: [], skills: [] },
});

const serve = (total: number) => ({
  api: ({ url }: { url: string }) =>
    url.split('?')[0] === '/api/jobs'
      ? json(answer(total, Number(new URL(url, 'http://x').searchParams.get('page') ?? 1)))
      : undefined,
});

describe('the job list’s count', () => {
  it('shows an exact total as it is', async () => {
    renderRoute('/jobs?q=data', serve(1234));
    expect(await screen.findByText('Showing 1,234 jobs')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 62')).toBeInTheDocument();
  });
});

describe('the job list’s filters and order', () => {
  const healthcare: JobSearchResponse = {
    ...answer(2),
    sort: 'match',
    sorts: ['match', 'newest', 'salary'],
    facets: {
      type: [],
      remote: [],
      category: [],
      skills: [
        { value: 'Triage', count: 2 },
        { value: 'Patient Care', count: 2 },
        { value: 'Electronic Health Records', count: 1 },
      ],
    },
  };

  it('offers the result’s own skills with their counts, the ticked ones first', async () => {
    const { calls } = renderRoute('/jobs/healthcare?skills=Triage', {
      api: ({ url }) => (url.split('?')[0] === '/api/jobs' ? json(healthcare) : undefined),
    });
    expect(await screen.findByRole('checkbox', { name: 'Patient Care (2 jobs)' })).not.toBeChecked();
    const skills = screen.getByRole('group', { name: 'Skills' });
    const boxes = within(skills).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, false, false]);
    expect(within(skills).getByRole('checkbox', { name: 'Triage (2 jobs)' })).toBeChecked();
    expect(
      within(skills).getByRole('checkbox', { name: 'Electronic Health Records (1 job)' }),
    ).not.toBeChecked();
    expect(calls.map((call) => call.url)).toContain('/api/jobs?skills=Triage&category=Healthcare');
  });

  it('shows the order the server used, and offers what it says the viewer may choose', async () => {
    renderRoute('/jobs', {
      api: ({ url }) => (url.split('?')[0] === '/api/jobs' ? json(healthcare) : undefined),
    });
    const sort = await screen.findByRole('combobox', { name: 'Sort' });
    await waitFor(() => expect(sort).toHaveValue('match'));
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Best match', 'Newest', 'Highest salary']);
  });
});

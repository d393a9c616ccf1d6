import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  facets: { type: [], remote: [], category: [], skills: [], company: [] },
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
      company: [],
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

describe('every filter the search answers', () => {
  const counted: JobSearchResponse = {
    ...answer(3),
    facets: {
      type: [
        { value: 'Full-time', count: 2 },
        { value: 'Contract', count: 1 },
      ],
      remote: [
        { value: 'false', count: 2 },
        { value: 'true', count: 1 },
      ],
      category: [{ value: 'Technology', count: 3 }],
      skills: [],
      company: [
        { value: 'orchard-labs', name: 'Orchard Labs', count: 2 },
        { value: 'sorrel-bank', name: 'Sorrel Bank', count: 1 },
      ],
    },
  };
  const serveCounted = {
    api: ({ url }: { url: string }) => (url.split('?')[0] === '/api/jobs' ? json(counted) : undefined),
  };

  it('offers category, salary and date posted beside type and remote, with the matches’ counts', async () => {
    const { calls } = renderRoute(
      '/jobs?category=Technology&salaryMin=75000&postedWithinDays=7',
      serveCounted,
    );
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('Technology');
    await screen.findByRole('option', { name: 'Technology (3)' });
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(within(type).getByRole('option', { name: 'Contract (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remote Only (1 job)' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Salary' })).toHaveValue('75000');
    expect(screen.getByRole('combobox', { name: 'Date posted' })).toHaveValue('7');
    expect(calls.map((call) => call.url)).toContain(
      '/api/jobs?salaryMin=75000&postedWithinDays=7&category=Technology',
    );
  });

  it('asks the API for the salary, date posted and category chosen, and shows each as a chip', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderRoute('/jobs', serveCounted);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Salary' }), '100000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date posted' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Finance');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/jobs?salaryMin=100000&postedWithinDays=1&category=Finance',
      ),
    );
    expect(router.state.location.search).toBe('?salaryMin=100000&postedWithinDays=1&category=Finance');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Salary 100,000+' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove filter Past 24 hours' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove filter Finance' })).toBeInTheDocument();
  });

  it('offers the matches’ companies with their counts, asks the API for the one chosen and names it in a chip', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderRoute('/jobs', serveCounted);
    const company = await screen.findByRole('combobox', { name: 'Company' });
    await screen.findByRole('option', { name: 'Orchard Labs (2)' });
    expect(within(company).getByRole('option', { name: 'Sorrel Bank (1)' })).toBeInTheDocument();
    await user.selectOptions(company, 'orchard-labs');
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/jobs?company=orchard-labs'));
    expect(router.state.location.search).toBe('?company=orchard-labs');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Orchard Labs' }));
    expect(router.state.location.search).toBe('');
  });

  it('reads the company from a shared link, and ignores one that is not a company’s address', async () => {
    const { calls } = renderRoute('/jobs?company=sorrel-bank', serveCounted);
    expect(await screen.findByRole('combobox', { name: 'Company' })).toHaveValue('sorrel-bank');
    expect(calls.map((call) => call.url)).toContain('/api/jobs?company=sorrel-bank');
    renderRoute('/jobs?company=%3Cscript%3E', serveCounted);
    await screen.findAllByRole('combobox', { name: 'Company' });
    expect(calls.map((call) => call.url)).not.toContain('/api/jobs?company=%3Cscript%3E');
  });

  it('has one search box: the top bar’s is not shown over the list’s own', async () => {
    renderRoute('/jobs', serveCounted);
    await screen.findByText('Showing 3 jobs');
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
  });
});

describe('a misspelt search', () => {
  it('offers the server’s “did you mean” as a link that searches for it', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/jobs?q=javascrpt', {
      api: ({ url }) => {
        if (url.split('?')[0] !== '/api/jobs') return undefined;
        const q = new URL(url, 'http://x').searchParams.get('q');
        return json(
          q === 'javascrpt'
            ? { ...answer(0), jobs: [], didYouMean: 'javascript' }
            : { ...answer(1), jobs: [job('JavaScript Developer')] },
        );
      },
    });
    const suggestion = await screen.findByRole('link', { name: 'javascript' });
    expect(suggestion.closest('p')).toHaveTextContent('Did you mean javascript?');
    expect(suggestion).toHaveAttribute('href', '/jobs?q=javascript');
    await user.click(suggestion);
    expect(await screen.findAllByText('JavaScript Developer')).not.toHaveLength(0);
    expect(calls.map((call) => call.url)).toContain('/api/jobs?q=javascript');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('javascript');
  });
});

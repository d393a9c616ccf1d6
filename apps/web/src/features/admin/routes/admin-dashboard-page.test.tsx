import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Job, JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { makeJob } from '../../../test/fixtures';
import { makeStats } from '../testing/admin-fixtures';
import { json, renderAdmin, type Call } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const page = (jobs: Job[], total = jobs.length, pageNumber = 1): JobSearchResponse => ({
  jobs,
  total,
  page: pageNumber,
  pageSize: 20,
  sort: 'newest',
  sorts: ['newest', 'salary'],
  facets: { type: [], remote: [], category: [], skills: [], company: [] },
});

const ACTIVE = makeJob({ id: 'aaaaaaaa-0000-4000-8000-000000000001', title: 'Frontend Engineer' });
const CLOSED = makeJob({
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  title: 'Nurse Practitioner',
  company: 'Mercy Health',
  location: 'Denver, CO',
  status: 'closed',
  postedDate: '2026-01-15',
});

const listCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/jobs?'))
    .map((call) => call.url);

describe('admin dashboard', () => {
  it('shows the header, four skeleton rows while loading, then the jobs', async () => {
    let release: () => void = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    renderAdmin('/dashboard', async ({ url }) => {
      if (!url.startsWith('/api/admin/jobs?')) return undefined;
      await ready;
      return json(page([ACTIVE, CLOSED]));
    });
    expect(screen.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add New Job' })[0]).toHaveAttribute('href', '/admin/jobs');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
    release();

    await screen.findByRole('row', { name: /Nurse Practitioner/ });
    const table = screen.getByRole('table', { name: 'Job Listings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Job Title', 'Company', 'Location', 'Posted Date', 'Status', 'Applicants', 'Actions']);
    const closedRow = within(table).getByRole('row', { name: /Nurse Practitioner/ });
    expect(within(closedRow).getByText('Closed')).toHaveAttribute('data-status', 'closed');
    expect(within(closedRow).getByText('Jan 15, 2026')).toBeInTheDocument();
    expect(within(closedRow).getByRole('link', { name: 'View Nurse Practitioner' })).toHaveAttribute(
      'href',
      `/jobs/${CLOSED.id}`,
    );
    expect(within(closedRow).getByRole('link', { name: 'Edit Nurse Practitioner' })).toHaveAttribute(
      'href',
      `/admin/jobs/${CLOSED.id}/edit`,
    );
    const activeRow = within(table).getByRole('row', { name: /Frontend Engineer/ });
    expect(within(activeRow).getByText('Active')).toHaveAttribute('data-status', 'active');
  });

  it('shows each job’s applicants from one call per page, linking to its applicants, and offers Duplicate', async () => {
    const { calls } = renderAdmin('/dashboard', ({ url }) => {
      if (url.startsWith('/api/admin/jobs?')) return json(page([ACTIVE, CLOSED]));
      if (url.startsWith('/api/admin/jobs/applicants'))
        return json({
          counts: [
            { jobId: ACTIVE.id, applicants: 14, new: 3 },
            { jobId: CLOSED.id, applicants: 0, new: 0 },
          ],
        });
      return undefined;
    });
    const row = await screen.findByRole('row', { name: /Frontend Engineer/ });
    const count = await within(row).findByRole('link', { name: 'Frontend Engineer: 14 applicants, 3 new' });
    expect(count).toHaveAttribute('href', `/admin/jobs/${ACTIVE.id}/applicants`);
    expect(within(row).getByText('3 new')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Duplicate Frontend Engineer' })).toHaveAttribute(
      'href',
      `/admin/jobs?from=${ACTIVE.id}`,
    );
    const closedRow = screen.getByRole('row', { name: /Nurse Practitioner/ });
    expect(
      within(closedRow).getByRole('link', { name: 'Nurse Practitioner: 0 applicants' }),
    ).toBeInTheDocument();
    expect(
      calls.filter((call) => call.url.startsWith('/api/admin/jobs/applicants')).map((call) => call.url),
    ).toEqual([`/api/admin/jobs/applicants?jobId=${ACTIVE.id}&jobId=${CLOSED.id}`]);
  });

  it('searches on the server after typing stops, and says when nothing matches', async () => {
    const { calls } = renderAdmin('/dashboard', ({ url }) =>
      url.startsWith('/api/admin/jobs?')
        ? json(new URL(url, 'http://x').searchParams.get('q') ? page([]) : page([ACTIVE]))
        : undefined,
    );
    await screen.findByRole('row', { name: /Frontend Engineer/ });
    expect(listCalls(calls)).toEqual(['/api/admin/jobs?status=all&page=1&pageSize=20']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'Zebra Corp');
    expect(screen.getByPlaceholderText('Search jobs...')).toBeInTheDocument();
    expect(await screen.findByText('No jobs found matching your search criteria')).toBeInTheDocument();
    // One call for the whole phrase, not one per key.
    expect(listCalls(calls)).toEqual([
      '/api/admin/jobs?status=all&page=1&pageSize=20',
      '/api/admin/jobs?status=all&q=Zebra+Corp&page=1&pageSize=20',
    ]);
  });

  it('pages through the results', async () => {
    const { calls } = renderAdmin('/dashboard', ({ url }) => {
      if (!url.startsWith('/api/admin/jobs?')) return undefined;
      const pageNumber = Number(new URL(url, 'http://x').searchParams.get('page'));
      return json(page([makeJob({ title: `Job on page ${pageNumber}` })], 45, pageNumber));
    });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Job on page 2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toContain('page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Job on page 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('deletes a job from its row after confirmation', async () => {
    let jobs = [ACTIVE, CLOSED];
    const { calls } = renderAdmin('/dashboard', ({ method, url }) => {
      if (url.startsWith('/api/admin/jobs?')) return json(page(jobs));
      if (method === 'DELETE' && url === `/api/jobs/${CLOSED.id}`) {
        jobs = [ACTIVE];
        return json({ deleted: true, id: CLOSED.id });
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Nurse Practitioner' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this job?' });
    expect(dialog).toHaveTextContent('Nurse Practitioner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Nurse Practitioner/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Job deleted: Nurse Practitioner')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('shows one card per job on phones, with the same actions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderAdmin('/dashboard', ({ url }) =>
      url.startsWith('/api/admin/jobs?') ? json(page([ACTIVE, CLOSED])) : undefined,
    );
    await screen.findByText('Nurse Practitioner');
    const cards = screen.getByRole('list', { name: 'Jobs' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Nurse Practitioner');
    expect(items[1]).toHaveTextContent('Mercy Health · Denver, CO');
    expect(items[1]).toHaveTextContent('Closed');
    expect(within(items[1]!).getByRole('link', { name: 'Edit Nurse Practitioner' })).toHaveAttribute(
      'href',
      `/admin/jobs/${CLOSED.id}/edit`,
    );
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Delete Nurse Practitioner' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this job?' })).toBeInTheDocument();
  });

  it('folds the charts, activity and quick stats on a phone, each opened by its own Show button', async () => {
    renderAdmin('/dashboard', ({ url }) =>
      url === '/api/admin/stats'
        ? json(makeStats())
        : url.startsWith('/api/admin/jobs?')
          ? json(page([ACTIVE]))
          : undefined,
    );
    const activity = await screen.findByRole('button', { name: 'Show Recent Activity' }, { timeout: 15_000 });
    expect(activity).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(activity.getAttribute('aria-controls')!)!;
    // Hidden below the phone breakpoint only: wider screens show it and no button (md:hidden).
    expect(body).toHaveClass('max-md:hidden');
    expect(activity).toHaveClass('md:hidden');
    await userEvent.click(activity);
    expect(screen.getByRole('button', { name: 'Hide Recent Activity' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(body).not.toHaveClass('max-md:hidden');
    expect(await screen.findByRole('button', { name: 'Show Quick Stats' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the applications per week chart' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import { makeJob } from '../../../test/fixtures';
import { apiError, json, renderAdmin, type Handler } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const JOB = makeJob({ skills: ['React', 'TypeScript'] });
const path = `/admin/jobs/${JOB.id}/edit`;
const emptyList = {
  jobs: [],
  total: 0,
  page: 1,
  pageSize: 20,
  sort: 'newest',
  sorts: ['newest', 'salary'],
  facets: { type: [], remote: [], category: [], skills: [] },
};

/** A tiny server for one job: GET, PATCH (merging the changes) and DELETE. */
function oneJobServer(initial: Job = JOB): Handler {
  let job: Job | null = initial;
  return ({ method, url, body }) => {
    if (url.startsWith('/api/admin/jobs?')) return json(emptyList);
    if (url !== `/api/jobs/${initial.id}`) return undefined;
    if (!job) return apiError(404, 'Job not found');
    if (method === 'GET') return json(job);
    if (method === 'PATCH') {
      job = { ...job, ...(body as Partial<Job>) };
      return json(job);
    }
    if (method === 'DELETE') {
      job = null;
      return json({ deleted: true, id: initial.id });
    }
    return undefined;
  };
}

describe('edit job page', () => {
  it('shows a skeleton, then the form filled from the job', async () => {
    renderAdmin(path, oneJobServer());
    expect(screen.getByLabelText('Loading the job')).toBeInTheDocument();
    expect(await screen.findByLabelText('Job title')).toHaveValue('Frontend Engineer');
    expect(screen.getByRole('heading', { name: 'Edit Job Listing', level: 1 })).toBeInTheDocument();
    // The header names the job in words, with no separator left hanging when it wraps.
    expect(screen.getByText('Frontend Engineer', { selector: 'span' }).parentElement).toHaveTextContent(
      /^Frontend Engineer at Acme$/,
    );
    expect(screen.getByLabelText('Company')).toHaveValue('Acme');
    expect(screen.getByLabelText('Minimum salary')).toHaveValue('120000');
    expect(screen.getByLabelText('Category')).toHaveValue('Technology');
    expect(screen.getByLabelText('Posted date')).toHaveValue('2026-11-20');
    expect(screen.getByRole('checkbox', { name: 'Remote position' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Skill 2' })).toHaveValue('TypeScript');
    expect(screen.getByRole('textbox', { name: 'Requirement 1' })).toHaveValue('');
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('says "Job not found" with a way back for an unknown job', async () => {
    renderAdmin('/admin/jobs/nope/edit', () => apiError(404, 'Job not found'));
    expect(await screen.findByRole('heading', { name: 'Job not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to job listings' })).toHaveAttribute('href', '/dashboard');
  });

  it('saves changes with PATCH (never touching status), says "Job updated" and returns to the dashboard', async () => {
    const { calls, router } = renderAdmin(path, oneJobServer());
    const title = await screen.findByLabelText('Job title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Senior Frontend Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Job updated')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/api/jobs/${JOB.id}`);
    expect(patch?.body).toMatchObject({ title: 'Senior Frontend Engineer', skills: ['React', 'TypeScript'] });
    expect(patch?.body).not.toHaveProperty('status');
    expect(patch?.body).not.toHaveProperty('currency');
  });

  it('closes and reopens the listing', async () => {
    const { calls } = renderAdmin(path, oneJobServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Close listing' }));
    expect(await screen.findByRole('button', { name: 'Reopen listing' })).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(await screen.findByText('Listing closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen listing' }));
    expect(await screen.findByRole('button', { name: 'Close listing' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { status: 'closed' },
      { status: 'active' },
    ]);
  });

  it('asks before deleting; Cancel keeps the job, Delete removes it and returns to the dashboard', async () => {
    const { calls, router } = renderAdmin(path, oneJobServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete job' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this job?' });
    expect(dialog).toHaveTextContent('Applications already sent stay readable to the people who applied.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete job' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Job deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/jobs/${JOB.id}`,
    ]);
  });

  it('says who is still in the running before a delete, and closes the listing instead when asked', async () => {
    const server = oneJobServer();
    const column = (status: string, total: number) => ({ status, total, items: [] });
    const { calls } = renderAdmin(path, (call) =>
      call.url.startsWith('/api/admin/applications/board?')
        ? json({
            columns: [
              column('Applied', 2),
              column('In Progress', 0),
              column('Interview', 1),
              column('Offer', 1),
            ],
          })
        : server(call),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete job' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this job?' });
    expect(await within(dialog).findByTestId('in-the-running')).toHaveTextContent(
      '3 people are still in the running: 2 Applied, 1 Interview. Deleting or closing the job ends each of their applications as “Closed by the employer”',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close instead' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { status: 'closed' },
    ]);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});

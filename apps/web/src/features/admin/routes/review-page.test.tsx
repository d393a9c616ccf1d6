import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Job, ReviewQueue } from '@skillmatch/shared/schemas/jobs';
import { makeJob } from '../../../test/fixtures';
import { apiError, json, renderAdmin, type Handler } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const WAITING = makeJob({
  id: 'dddddddd-0000-4000-8000-000000000001',
  title: 'Rocket Engineer',
  company: 'Acme Rockets',
  review: 'pending',
  description: 'Build rockets that land.',
  responsibilities: ['Test engines'],
});

const QUEUE: ReviewQueue = {
  items: [
    {
      id: WAITING.id,
      title: WAITING.title,
      company: WAITING.company,
      companyId: 'c0c0c0c0-0000-4000-8000-000000000001',
      poster: { name: 'Rita Recruiter', email: 'rita@acme.example' },
      postedDate: '2026-11-20',
      submittedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  total: 1,
};

/** The job waiting and its decision: POST .../review answers the job as decided (or `refusal`). */
function reviewServer(refusal?: Response): Handler {
  let job: Job = { ...WAITING };
  return ({ method, url, body }) => {
    if (url === '/api/admin/job-reviews')
      return json(job.review === 'pending' ? QUEUE : { items: [], total: 0 });
    if (url === `/api/jobs/${WAITING.id}` && method === 'GET') return json(job);
    if (url === `/api/jobs/${WAITING.id}/review` && method === 'POST') {
      if (refusal) return refusal;
      const { decision, note } = body as { decision: string; note?: string };
      const review =
        decision === 'publish' ? 'published' : decision === 'changes' ? 'changes_requested' : 'rejected';
      job = { ...job, review, reviewNote: note ?? null };
      return json(job);
    }
    return undefined;
  };
}

describe('review queue', () => {
  it('lists the jobs waiting with their company, poster and dates; each opens its review', async () => {
    const { router } = renderAdmin('/admin/review', reviewServer());
    expect(screen.getByRole('heading', { name: 'Review queue', level: 1 })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Rocket Engineer' });
    const item = link.closest('li')!;
    expect(within(item).getByText('at Acme Rockets')).toBeInTheDocument();
    expect(item).toHaveTextContent('Posted by Rita Recruiter (rita@acme.example)');
    expect(item).toHaveTextContent('posting date Nov 20, 2026');
    expect(screen.getByText('1 job waiting')).toBeInTheDocument();
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/review/${WAITING.id}`));
  });

  it('says when nothing waits, and offers a retry when the queue does not load', async () => {
    let fail = true;
    renderAdmin('/admin/review', ({ url }) =>
      url === '/api/admin/job-reviews'
        ? fail
          ? apiError(500, 'Down')
          : json({ items: [], total: 0 })
        : undefined,
    );
    expect(await screen.findByText(/We could not load the jobs waiting for review/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No job is waiting for review/)).toBeInTheDocument();
  });
});

describe('reviewing one job', () => {
  it('shows the job in full and publishes it, back to the queue', async () => {
    const { calls, router } = renderAdmin(`/admin/review/${WAITING.id}`, reviewServer());
    const job = await screen.findByRole('article', { name: 'The job' });
    expect(within(job).getByRole('heading', { name: 'Rocket Engineer' })).toBeInTheDocument();
    expect(job).toHaveTextContent('Build rockets that land.');
    expect(within(job).getByText('Test engines')).toBeInTheDocument();
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Publish/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Note/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Publish job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/review'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'publish' });
    expect(await screen.findByText('Job published')).toBeInTheDocument();
    expect(await screen.findByText(/No job is waiting for review/)).toBeInTheDocument();
  });

  it('asks for a note to send a job back or reject it, then sends it', async () => {
    const { calls } = renderAdmin(`/admin/review/${WAITING.id}`, reviewServer());
    await userEvent.click(await screen.findByRole('radio', { name: /Ask for changes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send back for changes' }));
    const note = screen.getByRole('textbox', { name: 'Note to the employer' });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Write a note saying what to change'));
    expect(note).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: /Reject/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject job' }));
    expect(screen.getByRole('textbox', { name: 'Note to the employer' })).toHaveAccessibleDescription(
      expect.stringContaining('Write a note saying why the job is rejected'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Note to the employer' }),
      'Unpaid roles are not listed.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject job' }));
    expect(await screen.findByText('Job rejected')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'reject',
      note: 'Unpaid roles are not listed.',
    });
  });

  it('shows the server’s refusal (someone decided first) and a job no longer waiting', async () => {
    renderAdmin(
      `/admin/review/${WAITING.id}`,
      reviewServer(
        json({ statusCode: 409, code: 'CONFLICT', message: 'This job is not waiting for review.' }, 409),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Publish job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is not waiting for review.');
  });

  it('says so for a job that is not waiting, and for one that does not exist', async () => {
    const sent = makeJob({ review: 'changes_requested', reviewNote: 'Add the salary.' });
    const first = renderAdmin(`/admin/review/${sent.id}`, ({ url }) =>
      url === `/api/jobs/${sent.id}` ? json(sent) : undefined,
    );
    expect(await screen.findByText(/This job is not waiting for review/)).toHaveTextContent(
      'changes requested',
    );
    expect(screen.getByText('The note: Add the salary.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish job' })).not.toBeInTheDocument();
    first.unmount();
    renderAdmin('/admin/review/nope', () => apiError(404, 'Job not found.'));
    expect(await screen.findByRole('heading', { name: 'Job not found', level: 1 })).toBeInTheDocument();
  });
});

describe('a job’s review state in the back office', () => {
  it('shows a job sent back with the reviewer’s note on its edit page, and submits it again', async () => {
    let job = makeJob({ review: 'changes_requested', reviewNote: 'Say where the team works.' });
    const { calls } = renderAdmin(`/admin/jobs/${job.id}/edit`, ({ method, url }) => {
      if (url === `/api/jobs/${job.id}`) return json(job);
      if (url === `/api/jobs/${job.id}/submit` && method === 'POST') {
        job = { ...job, review: 'pending', reviewNote: null };
        return json(job);
      }
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Review' });
    expect(within(panel).getByText('Changes requested')).toBeInTheDocument();
    expect(panel).toHaveTextContent('The reviewer’s note: Say where the team works.');
    expect(screen.getByText('Job seekers cannot see this job until it is published.')).toBeInTheDocument();
    // The operator publishes at once; a team submits for review.
    await userEvent.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(await within(panel).findByText('Waiting for review')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(`/api/jobs/${job.id}/submit`);
  });

  it('shows each job’s review state beside its status on the job list', async () => {
    const waiting = makeJob({ title: 'Waiting Role', review: 'pending' });
    const draft = makeJob({ title: 'Draft Role', review: 'draft' });
    const live = makeJob({ title: 'Live Role' });
    renderAdmin('/dashboard', ({ url }) => {
      if (url.startsWith('/api/admin/jobs?')) {
        return json({ jobs: [waiting, draft, live], total: 3, page: 1, pageSize: 10 });
      }
      if (url.startsWith('/api/admin/jobs/applicants')) return json({ counts: [] });
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Job Listings' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    await waitFor(() => expect(row('Waiting Role')).toHaveTextContent('Waiting for review'));
    expect(row('Draft Role')).toHaveTextContent('Draft');
    expect(row('Live Role')).not.toHaveTextContent(/Waiting for review|Draft|Rejected/);
  });
});

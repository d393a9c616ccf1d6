import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PipelineItem } from '@skillmatch/shared/schemas/admin';
import { makeJob } from '../../../test/fixtures';
import { JOB_ID, makeBoard, makeItem } from '../testing/pipeline-fixtures';
import { apiError, json, renderAdmin, type Call, type Handler } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const ada = makeItem(1, 'Ada Lovelace', 'Applied');
const bob = makeItem(2, 'Bob Moore', 'Applied');
const grace = makeItem(3, 'Grace Hopper', 'Interview', {
  nextStep: 'Technical interview',
  nextStepDate: '2026-03-20',
});
const rita = makeItem(4, 'Rita Skeeter', 'Rejected');
const linus = makeItem(5, 'Linus Pauling', 'Withdrawn');
const items = [ada, bob, grace, rita, linus];

/** A small pipeline server: the board, the job filter, moves (or a refusal) and one application's detail. */
function server({
  items: cards = items,
  totals = { Applied: 120 },
  patch,
}: {
  items?: PipelineItem[];
  totals?: Record<string, number>;
  patch?: (call: Call) => Response;
} = {}): Handler {
  return (call) => {
    const { method, url } = call;
    if (url.startsWith('/api/admin/applications/board')) return json(makeBoard(cards, totals));
    if (url.startsWith('/api/admin/jobs?')) return json({ jobs: [makeJob({ id: JOB_ID })] });
    if (url.startsWith('/api/admin/applications?'))
      return json({
        items: cards.filter((card) => card.status === 'Interview'),
        total: 30,
        page: 2,
        pageSize: 25,
      });
    if (method === 'PATCH' && url.startsWith('/api/applications/'))
      return patch ? patch(call) : json({ applicationId: ada.applicationId });
    if (method === 'POST' && url === '/api/admin/applications/bulk') return json({ moved: 2, items: [] });
    if (url === `/api/admin/applications/${ada.applicationId}`)
      return json({
        item: ada,
        score: 82,
        profile: {
          headline: 'Engine builder',
          skills: ['React', 'TypeScript'],
          experience: [
            {
              title: 'Analyst',
              company: 'Babbage & Co',
              startDate: '2021-04',
              endDate: '',
              current: true,
              description: 'Notes on the engine.',
            },
          ],
          education: [
            {
              school: 'University of London',
              degree: 'BSc',
              field: 'Mathematics',
              startYear: 2015,
              endYear: 2018,
              current: false,
            },
          ],
        },
        resume: null,
        application: {
          applicationId: ada.applicationId,
          jobId: ada.job.id,
          job: 'Frontend Engineer',
          company: 'Acme',
          companyLocation: 'Berlin',
          salary: { min: null, max: null, currency: 'USD' },
          jobType: 'Full-time',
          remote: true,
          skillsRequired: ['React'],
          motivation: 'I have built analytical engines for years.',
          status: 'Applied',
          appliedDate: '2026-03-02',
          nextStep: null,
          nextStepDate: null,
          feedback: null,
          timeline: [{ stage: 'Applied', date: '2026-03-02' }],
        },
      });
    return undefined;
  };
}

const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

async function openMove(name: string, to: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Move ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: to }));
  return screen.findByRole('dialog', { name: `Move ${name} to ${to}` });
}

describe('pipeline page', () => {
  it('shows a column per status with its total and cards, and Withdrawn apart', async () => {
    renderAdmin('/admin/applications', server());
    const applied = await screen.findByRole('region', { name: 'Applied column' });
    expect(applied).toHaveTextContent(/^Applied120 applications/);
    expect(within(applied).getByRole('article', { name: 'Ada Lovelace' })).toHaveTextContent(
      'Frontend Engineer · Acme',
    );
    expect(within(applied).getByRole('link', { name: /Showing 2 of 120/ })).toHaveAttribute(
      'href',
      '/admin/applications?view=list&status=Applied',
    );
    const interview = screen.getByRole('region', { name: 'Interview column' });
    expect(interview).toHaveTextContent(/^Interview1 application/);
    expect(within(interview).getByText(/Technical interview/)).toHaveTextContent(
      'Technical interview · Mar 20, 2026',
    );
    expect(
      within(screen.getByRole('region', { name: 'Offer column' })).getByText('None'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Withdrawn column' })).toHaveTextContent('Withdrawn(1)');
  });

  it('offers only the moves the pipeline allows', async () => {
    renderAdmin('/admin/applications', server());
    await userEvent.click(await screen.findByRole('button', { name: 'Move Rita Skeeter' }));
    expect(menuItems()).toEqual(['In Progress']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Move Ada Lovelace' }));
    expect(menuItems()).toEqual(['In Progress', 'Interview', 'Offer', 'Rejected']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Move Linus Pauling' })).toBeDisabled();
  });

  it('confirms a move with its next step and date, then says so and refreshes the board', async () => {
    const { calls } = renderAdmin('/admin/applications', server());
    const dialog = await openMove('Ada Lovelace', 'Interview');
    await userEvent.type(within(dialog).getByLabelText('Next step'), 'Technical interview');
    fireEvent.change(within(dialog).getByLabelText('Next step date'), { target: { value: '2026-03-20' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Moved to Interview')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/api/applications/${ada.applicationId}`);
    expect(patch?.body).toEqual({
      status: 'Interview',
      nextStep: 'Technical interview',
      nextStepDate: '2026-03-20',
    });
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/board')).length).toBe(2));
  });

  it('Cancel changes nothing; a refused move shows the server’s reason in the dialog', async () => {
    const refusal = 'A rejected application can only be reopened to In Progress, not moved to Offer.';
    const { calls } = renderAdmin('/admin/applications', server({ patch: () => apiError(409, refusal) }));
    let dialog = await openMove('Ada Lovelace', 'Offer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    dialog = await openMove('Ada Lovelace', 'Offer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Move Ada Lovelace to Offer' })).toBeInTheDocument();
  });

  it('asks for the feedback first when rejecting', async () => {
    renderAdmin('/admin/applications', server());
    const dialog = await openMove('Ada Lovelace', 'Rejected');
    const fields = within(dialog).getAllByRole('textbox');
    expect(fields[0]).toHaveAccessibleName(/^Feedback/);
  });

  it('moves the selected applications in bulk', async () => {
    const { calls } = renderAdmin('/admin/applications', server());
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bob Moore' }));
    const bar = screen.getByRole('region', { name: 'Selected applications' });
    expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Move to…' }));
    expect(menuItems()).toEqual(['In Progress', 'Interview', 'Offer', 'Rejected']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applications to Interview' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Moved 2 applications to Interview')).toBeInTheDocument();
    const bulk = calls.find((call) => call.method === 'POST');
    expect(bulk?.body).toEqual({
      applicationIds: [ada.applicationId, bob.applicationId],
      status: 'Interview',
    });
    expect(screen.queryByRole('region', { name: 'Selected applications' })).not.toBeInTheDocument();
  });

  it('offers only the moves every selected application allows', async () => {
    renderAdmin('/admin/applications', server());
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Rita Skeeter' }));
    const bar = screen.getByRole('region', { name: 'Selected applications' });
    expect(within(bar).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Move to…' }));
    expect(menuItems()).toEqual(['In Progress']);
  });

  it('drops a card only on a column it may move to, then asks to confirm', async () => {
    renderAdmin('/admin/applications', server());
    const card = await screen.findByRole('article', { name: 'Rita Skeeter' });
    fireEvent.dragStart(card);
    expect(screen.getByRole('region', { name: 'In Progress column' })).toHaveAttribute(
      'data-drop',
      'allowed',
    );
    expect(screen.getByRole('region', { name: 'Offer column' })).toHaveAttribute('data-drop', 'blocked');
    fireEvent.drop(screen.getByRole('region', { name: 'Offer column' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.dragOver(screen.getByRole('region', { name: 'In Progress column' }));
    fireEvent.drop(screen.getByRole('region', { name: 'In Progress column' }));
    expect(
      await screen.findByRole('dialog', { name: 'Move Rita Skeeter to In Progress' }),
    ).toBeInTheDocument();
  });

  it('opens ?application= in the detail panel, and closing it clears the URL', async () => {
    const { router } = renderAdmin(`/admin/applications?application=${ada.applicationId}`, server());
    const panel = await screen.findByRole('dialog', { name: 'Application from Ada Lovelace' });
    expect(within(panel).getByText('I have built analytical engines for years.')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Move Ada Lovelace' })).toBeEnabled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each applicant’s score on the board, the list and the detail, and sorts by it', async () => {
    const { calls, router } = renderAdmin(`/admin/applications?application=${ada.applicationId}`, server());
    const panel = await screen.findByRole('dialog', { name: 'Application from Ada Lovelace' });
    expect(within(panel).getByText('82% match')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Applicant’s skills' })).toHaveTextContent(
      'ReactTypeScript',
    );
    expect(within(panel).getByText('Analyst · Babbage & Co')).toBeInTheDocument();
    expect(within(panel).getByText('BSc, Mathematics · 2015 – 2018')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));

    const column = await screen.findByRole('region', { name: /^Applied/ });
    expect(within(column).getByText(`${ada.score}% match`)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort cards by'), 'Match score');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/admin/applications/board?sort=score'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByLabelText('Sort by')).toHaveValue('score');
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(await within(table).findByText(`${grace.score}% match`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=score&view=list');
    expect(calls.map((call) => call.url)).toContain('/api/admin/applications?sort=score&page=1&pageSize=25');
  });

  it('opens an application from its card', async () => {
    const { router } = renderAdmin('/admin/applications', server());
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('dialog', { name: 'Application from Ada Lovelace' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?application=${ada.applicationId}`);
  });

  it('says when there are no applications yet', async () => {
    renderAdmin('/admin/applications', server({ items: [], totals: {} }));
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('filters by job and applicant in the URL, and shows the list view with its status filter', async () => {
    const { calls, router } = renderAdmin('/admin/applications', server());
    await screen.findByRole('option', { name: 'Frontend Engineer · Acme' });
    await userEvent.selectOptions(screen.getByLabelText('Job'), 'Frontend Engineer · Acme');
    await userEvent.type(screen.getByLabelText('Search applicants'), 'ada');
    await waitFor(() => expect(router.state.location.search).toBe(`?jobId=${JOB_ID}&q=ada`));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(`/api/admin/applications/board?jobId=${JOB_ID}&q=ada`),
    );

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Interview');
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(await within(table).findByRole('button', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?jobId=${JOB_ID}&q=ada&view=list&status=Interview`);
    expect(calls.map((call) => call.url)).toContain(
      `/api/admin/applications?jobId=${JOB_ID}&q=ada&status=Interview&sort=newest&page=1&pageSize=25`,
    );
    expect(screen.getByRole('navigation', { name: 'Applications pages' })).toHaveTextContent(
      '30 applications · Page 1 of 2',
    );
  });
});

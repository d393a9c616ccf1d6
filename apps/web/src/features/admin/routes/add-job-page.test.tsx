import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/fixtures';
import { apiError, json, renderAdmin, type Handler } from '../testing/render-admin';

const created: Handler = ({ method, url, body }) =>
  method === 'POST' && url === '/api/jobs'
    ? json(makeJob({ ...(body as object), id: '11111111-2222-4333-8444-555555555555' }), 201)
    : undefined;

async function fillRequired(user = userEvent.setup({ delay: null })) {
  await user.type(await screen.findByLabelText('Job title'), 'Platform Engineer');
  await user.type(screen.getByLabelText('Company'), 'Initech');
  await user.type(screen.getByLabelText('Location'), 'Austin, TX');
  await user.selectOptions(screen.getByLabelText('Category'), 'Technology');
  await user.type(screen.getByLabelText('Description'), 'Keep the platform running.');
  return user;
}

const postBody = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'POST')?.body as Record<string, unknown> | undefined;

afterEach(() => {
  vi.useRealTimers();
});

// Typing a whole form in jsdom takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('add job page', () => {
  it('shows the heading, the form’s defaults and the submit button', async () => {
    renderAdmin('/admin/jobs');
    expect(await screen.findByRole('heading', { name: 'Add New Job Listing', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Job type')).toHaveValue('Full-time');
    expect(
      within(screen.getByLabelText('Job type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship']);
    expect(screen.getByLabelText('Posted date')).toHaveValue(
      new Date().toLocaleDateString('en-CA'), // YYYY-MM-DD, local
    );
    expect(screen.getByRole('checkbox', { name: 'Remote position' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Job Listing' })).toBeInTheDocument();
  });

  it('shows each required field’s message under it and sends nothing', async () => {
    const { calls } = renderAdmin('/admin/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Job Listing' }));
    for (const [label, message] of [
      ['Job title', 'Title is required'],
      ['Company', 'Company is required'],
      ['Location', 'Location is required'],
      ['Category', 'Category is required'],
      ['Description', 'Description is required'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText('Job title')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Typing in a field clears its message.
    await userEvent.type(screen.getByLabelText('Job title'), 'X');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('drops empty rows, sends the typed salary as numbers, and shows the success popup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderAdmin('/admin/jobs', created);
    const user = await fillRequired(userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }));
    await user.type(screen.getByLabelText('Minimum salary'), '90,000');
    await user.type(screen.getByLabelText('Maximum salary'), '120000');
    await user.type(screen.getByRole('textbox', { name: 'Skill 1' }), 'Go{Enter}{Enter}Kubernetes');
    await user.type(screen.getByRole('textbox', { name: 'Requirement 1' }), '   ');
    await user.click(screen.getByRole('checkbox', { name: 'Remote position' }));
    await user.click(screen.getByRole('button', { name: 'Save Job Listing' }));

    const popup = await screen.findByRole('dialog', { name: 'Job Added Successfully!' });
    expect(popup).toHaveAccessibleDescription('Your job listing has been successfully created.');
    expect(within(popup).getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(within(popup).getByRole('link', { name: 'Platform Engineer' })).toHaveAttribute(
      'href',
      '/jobs/11111111-2222-4333-8444-555555555555',
    );

    expect(postBody(calls)).toMatchObject({
      title: 'Platform Engineer',
      company: 'Initech',
      location: 'Austin, TX',
      category: 'Technology',
      type: 'Full-time',
      salaryMin: 90000,
      salaryMax: 120000,
      remote: true,
      skills: ['Go', 'Kubernetes'],
      requirements: [],
      responsibilities: [],
      closingDate: null,
      experience: null,
    });
    expect(postBody(calls)).not.toHaveProperty('status');

    // Spec: the form resets after 2 seconds, popup or not.
    expect(screen.getByLabelText('Job title', { selector: 'input' })).toHaveValue('Platform Engineer');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByLabelText('Job title', { selector: 'input' })).toHaveValue('');
    // (The popup is still open, so the page behind it is hidden from the accessibility tree.)
    expect(screen.getAllByRole('textbox', { name: /^Skill \d$/, hidden: true })).toHaveLength(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Job title')).toHaveFocus();
  });

  it('Continue opens the new job, which offers "Add another"', async () => {
    const { router } = renderAdmin('/admin/jobs', created);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Job Listing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/jobs/11111111-2222-4333-8444-555555555555'),
    );
    expect(router.state.location.state).toEqual({
      jobAdded: { id: '11111111-2222-4333-8444-555555555555', title: 'Platform Engineer' },
    });
  });

  it('closing the popup without Continue empties the form at once', async () => {
    renderAdmin('/admin/jobs', created);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Job Listing' }));
    await screen.findByRole('dialog', { name: 'Job Added Successfully!' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('Duplicate pre-fills the form from another job, posted today', async () => {
    const source = makeJob({
      title: 'Data Engineer',
      company: 'Globex',
      postedDate: '2025-01-02',
      skills: ['React', 'TypeScript'],
    });
    const { calls } = renderAdmin(`/admin/jobs?from=${source.id}`, (call) =>
      call.url === `/api/jobs/${source.id}` ? json(source) : created(call),
    );
    expect(screen.getByLabelText('Loading the job')).toBeInTheDocument();
    expect(await screen.findByLabelText('Job title')).toHaveValue('Data Engineer');
    expect(
      screen.getByText('A copy of “Data Engineer”: change what differs, then save.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveValue('Globex');
    expect(screen.getByRole('textbox', { name: 'Skill 2' })).toHaveValue('TypeScript');
    expect(screen.getByLabelText('Posted date')).toHaveValue(new Date().toLocaleDateString('en-CA'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Job Listing' }));
    await screen.findByRole('dialog', { name: 'Job Added Successfully!' });
    expect(postBody(calls)).toMatchObject({
      title: 'Data Engineer',
      company: 'Globex',
      skills: ['React', 'TypeScript'],
    });
  });

  it('shows the server’s message and its per-field messages when the save fails', async () => {
    renderAdmin('/admin/jobs', ({ method }) =>
      method === 'POST'
        ? apiError(400, 'Minimum salary cannot be above the maximum', {
            salaryMax: 'Minimum salary cannot be above the maximum',
            'skills.0': 'Skills: entry 1 is too long',
          })
        : undefined,
    );
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Job Listing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Minimum salary cannot be above the maximum');
    expect(screen.getByLabelText('Maximum salary')).toHaveAccessibleDescription(
      'Minimum salary cannot be above the maximum',
    );
    expect(screen.getByText('Skills: entry 1 is too long')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByLabelText('Job title')).toHaveValue('Platform Engineer');
  });

  describe('for a hiring team', () => {
    const ACME = { id: 'c0c0c0c0-0000-4000-8000-000000000001', name: 'Acme Rockets' };
    const teamPosting =
      (options: object, answer: (body: Record<string, unknown>) => Response): Handler =>
      ({ method, url, body }) => {
        if (url === '/api/jobs/posting') {
          return json({
            operator: false,
            company: { ...ACME, role: 'recruiter', suspended: false },
            mayPost: true,
            reviewed: true,
            ...options,
          });
        }
        if (method === 'POST' && url === '/api/jobs') return answer(body as Record<string, unknown>);
        return undefined;
      };

    it('posts for the current company and says the job was submitted for review', async () => {
      const { calls, router } = renderAdmin(
        '/admin/jobs',
        teamPosting({}, (body) =>
          json(
            makeJob({
              ...body,
              company: ACME.name,
              review: 'pending',
              id: '22222222-2222-4333-8444-555555555555',
            }),
            201,
          ),
        ),
      );
      expect(await screen.findByText(/reviews it before job seekers can see it/)).toBeInTheDocument();
      expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
      expect(screen.getByText(ACME.name)).toBeInTheDocument();
      const user = userEvent.setup({ delay: null });
      await user.type(screen.getByLabelText('Job title'), 'Rocket Engineer');
      await user.type(screen.getByLabelText('Location'), 'Austin, TX');
      await user.selectOptions(screen.getByLabelText('Category'), 'Technology');
      await user.type(screen.getByLabelText('Description'), 'Build rockets.');
      await user.click(screen.getByRole('button', { name: 'Save Job Listing' }));

      const popup = await screen.findByRole('dialog', { name: 'Submitted for review' });
      expect(popup).toHaveAccessibleDescription('The site’s team reviews it before job seekers can see it.');
      expect(within(popup).getByText(/waits for review/)).toBeInTheDocument();
      expect(postBody(calls)).toMatchObject({ title: 'Rocket Engineer', companyId: ACME.id });
      expect(postBody(calls)).not.toHaveProperty('company');
      await user.click(within(popup).getByRole('button', { name: 'Continue' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/admin/jobs/22222222-2222-4333-8444-555555555555/edit'),
      );
    });

    it('saves a draft that only the team sees', async () => {
      const { calls } = renderAdmin(
        '/admin/jobs',
        teamPosting({ reviewed: false }, (body) =>
          json(makeJob({ ...body, company: ACME.name, review: 'draft' }), 201),
        ),
      );
      const user = userEvent.setup({ delay: null });
      await user.type(await screen.findByLabelText('Job title'), 'Draft Engineer');
      await user.type(screen.getByLabelText('Location'), 'Austin, TX');
      await user.selectOptions(screen.getByLabelText('Category'), 'Technology');
      await user.type(screen.getByLabelText('Description'), 'Not ready yet.');
      await user.click(screen.getByRole('button', { name: 'Save as draft' }));
      const popup = await screen.findByRole('dialog', { name: 'Draft saved' });
      expect(within(popup).getByText(/is saved as a draft/)).toBeInTheDocument();
      expect(postBody(calls)).toMatchObject({ title: 'Draft Engineer', companyId: ACME.id, draft: true });
    });

    it('offers no draft to the operator, whose jobs publish at once', async () => {
      renderAdmin('/admin/jobs');
      expect(await screen.findByRole('button', { name: 'Save Job Listing' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    });

    it('explains why an interviewer, or a suspended company, cannot post', async () => {
      const first = renderAdmin(
        '/admin/jobs',
        teamPosting({ company: { ...ACME, role: 'interviewer', suspended: false }, mayPost: false }, () =>
          json({}, 500),
        ),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'As an interviewer of Acme Rockets you cannot post jobs.',
      );
      expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
      first.unmount();
      renderAdmin(
        '/admin/jobs',
        teamPosting({ company: { ...ACME, role: 'owner', suspended: true }, mayPost: false }, () =>
          json({}, 500),
        ),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Acme Rockets is suspended, so it cannot post jobs.',
      );
    });

    it('offers a retry when it cannot tell where the job would go', async () => {
      let fail = true;
      renderAdmin('/admin/jobs', ({ url }) =>
        url === '/api/jobs/posting'
          ? fail
            ? apiError(500, 'Down')
            : json({ operator: true, company: null, mayPost: true, reviewed: false })
          : undefined,
      );
      expect(await screen.findByText(/We could not load where you post jobs/)).toBeInTheDocument();
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByLabelText('Company')).toHaveAccessibleDescription(
        expect.stringContaining('its company is used, or made when there is none yet'),
      );
    });
  });
});

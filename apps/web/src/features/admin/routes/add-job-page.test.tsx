import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/fixtures';
import { created, fillRequired, postBody } from '../testing/job-form-fixtures';
import { apiError, json, renderAdmin } from '../testing/render-admin';

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
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/fixtures';
import { postBody } from '../testing/job-form-fixtures';
import { apiError, json, renderAdmin, type Handler } from '../testing/render-admin';

// Typing a whole form in jsdom takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('add job page for a hiring team', () => {
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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_USER_MESSAGES, type AdminUserDetail } from '@skillmatch/shared/schemas/admin';
import { makeUserDetail } from '../testing/admin-fixtures';
import { apiError, json, renderAdmin, type Handler } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

/** One account on the server: GET answers its current state, PATCH changes it (or refuses with `refuse`). */
function oneUserServer(initial: AdminUserDetail, refuse?: string): Handler {
  let user = initial;
  return ({ method, url, body }) => {
    if (url !== `/api/admin/users/${initial.id}`) return undefined;
    if (method === 'GET') return json(user);
    if (method !== 'PATCH') return undefined;
    if (refuse) return apiError(409, refuse);
    user = { ...user, ...(body as Partial<AdminUserDetail>) };
    return json({ ...user, applications: user.applications.length });
  };
}

describe('user page', () => {
  it('shows who the person is, their profile, resume and applications', async () => {
    renderAdmin(
      '/admin/users/user-7',
      oneUserServer(
        makeUserDetail({
          applications: [
            {
              applicationId: 'app-1',
              jobId: 'job-1',
              job: 'Data Engineer',
              company: 'Acme',
              companyLocation: null,
              salary: { min: null, max: null, currency: 'USD' },
              jobType: 'Full-time',
              remote: false,
              skillsRequired: [],
              motivation: '',
              status: 'Interview',
              appliedDate: '2026-02-10',
              nextStep: null,
              nextStepDate: null,
              feedback: null,
              timeline: [],
            },
          ],
        }),
      ),
    );
    expect(screen.getByLabelText('Loading the account')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Job seeker')).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Data engineer');
    expect(profile).toHaveTextContent('London');
    expect(profile).toHaveTextContent('Analyst at Babbage Ltd');
    expect(within(profile).getByText('Python')).toBeInTheDocument();
    const resume = screen.getByRole('region', { name: 'Resume' });
    expect(resume).toHaveTextContent('ada-cv.pdf');
    expect(resume).toHaveTextContent('240 KB');
    expect(within(resume).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      '/api/admin/users/user-7/resume',
    );
    const applications = screen.getByRole('region', { name: 'Applications (1)' });
    expect(within(applications).getByRole('link', { name: 'Data Engineer' })).toHaveAttribute(
      'href',
      '/jobs/job-1',
    );
    expect(applications).toHaveTextContent('Interview');
    expect(applications).toHaveTextContent('Feb 10, 2026');
  });

  it('makes the person an administrator after confirmation, and the page follows', async () => {
    const { calls } = renderAdmin('/admin/users/user-7', oneUserServer(makeUserDetail()));
    await userEvent.click(await screen.findByRole('button', { name: 'Make administrator' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Make Ada Lovelace an administrator?' });
    expect(dialog).toHaveTextContent('publish and delete jobs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make administrator' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Make job seeker' })).toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace is now an administrator')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { role: 'admin' },
    ]);
  });

  it('explains what disabling does, and Cancel changes nothing', async () => {
    const { calls } = renderAdmin('/admin/users/user-7', oneUserServer(makeUserDetail()));
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable Ada Lovelace’s account?' });
    expect(dialog).toHaveTextContent('Their sessions end at once and they cannot sign in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable account' }),
    );
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog (the last administrator)', async () => {
    renderAdmin(
      '/admin/users/user-7',
      oneUserServer(makeUserDetail({ role: 'admin' }), ADMIN_USER_MESSAGES.lastAdmin),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Make job seeker' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Make Ada Lovelace a job seeker?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make job seeker' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_USER_MESSAGES.lastAdmin);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });

  it('says when the account does not exist', async () => {
    renderAdmin('/admin/users/nobody', () => apiError(404, 'User not found'));
    expect(await screen.findByRole('heading', { name: 'User not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find another user' })).toHaveAttribute('href', '/admin/users');
  });
});

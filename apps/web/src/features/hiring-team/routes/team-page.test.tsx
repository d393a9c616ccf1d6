import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderRoute, SEEKER } from '../../../test/render';
import { COMPANY_ID, error, TEAM, teamApi } from './hiring-team-fixtures';

vi.setConfig({ testTimeout: 20_000 });

// The pages' route modules load lazily; loaded once here, no test's first look waits for them.
beforeAll(async () => {
  await Promise.all([import('./team-page'), import('./invitation-page'), import('./employer-sign-up-page')]);
});

describe('the hiring team page', () => {
  it('lists the members with their roles and the waiting invitations, for an owner', async () => {
    renderRoute('/admin/team', { user: SEEKER, api: teamApi() });
    expect(await screen.findByRole('heading', { name: 'Hiring team', level: 1 })).toBeInTheDocument();
    const members = await screen.findByRole('region', { name: 'Members (2)' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Ada Lovelace (you)');
    expect(within(rows[1]!).getByLabelText('Role of Rita Recruiter')).toHaveValue('recruiter');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    const invitations = screen.getByRole('region', { name: 'Waiting invitations' });
    expect(invitations).toHaveTextContent('ivan@acme.example');
    expect(invitations).toHaveTextContent('Interviewer · invited by Ada Lovelace · expired');
  });

  it('changes a role, and shows the server’s refusal to demote the last owner', async () => {
    const { calls } = renderRoute('/admin/team', {
      user: SEEKER,
      api: teamApi((call) =>
        call.method === 'PATCH' && call.url.endsWith(`/members/${SEEKER.id}`)
          ? error(409, 'A company needs at least one owner.')
          : call.method === 'PATCH'
            ? json({ ...TEAM.members[1], role: 'owner' })
            : undefined,
      ),
    });
    await userEvent.selectOptions(await screen.findByLabelText('Role of Rita Recruiter'), 'Owner');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        url: `/api/companies/${COMPANY_ID}/members/user-2`,
        body: { role: 'owner' },
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Role of Ada Lovelace'), 'Recruiter');
    expect(await screen.findByRole('alert')).toHaveTextContent('A company needs at least one owner.');
  });

  it('invites by email with a role, showing the server’s field message', async () => {
    const { calls } = renderRoute('/admin/team', {
      user: SEEKER,
      api: teamApi((call) =>
        call.method === 'POST' && call.url.endsWith('/invitations')
          ? (call.body as { email: string }).email === 'rita@acme.example'
            ? error(409, 'rita@acme.example is already on this hiring team.', {
                email: 'rita@acme.example is already on this hiring team.',
              })
            : json({ ...TEAM.invitations[0], email: 'new@acme.example', expired: false }, 201)
          : undefined,
      ),
    });
    const form = await screen.findByRole('region', { name: 'Invite a colleague' });
    await userEvent.type(within(form).getByLabelText(/Email/), 'rita@acme.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findAllByText('rita@acme.example is already on this hiring team.'),
    ).not.toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/Email/));
    await userEvent.type(within(form).getByLabelText(/Email/), 'new@acme.example');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Interviewer');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@acme.example.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      email: 'new@acme.example',
      role: 'interviewer',
    });
  });

  it('resends and revokes a waiting invitation, and removes a member after confirming', async () => {
    const { calls } = renderRoute('/admin/team', {
      user: SEEKER,
      api: teamApi((call) =>
        call.method === 'POST' && call.url.endsWith('/resend')
          ? json({ ...TEAM.invitations[0], expired: false })
          : call.method === 'DELETE'
            ? json(call.url.includes('/invitations/') ? { revoked: true } : { removed: true })
            : undefined,
      ),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send the invitation to ivan@acme.example again' }),
    );
    expect(await screen.findByText('Invitation sent again to ivan@acme.example.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to ivan@acme.example' }),
    );
    expect(await screen.findByText('Invitation to ivan@acme.example withdrawn.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Rita Recruiter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Rita Recruiter?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Rita Recruiter was removed from the team.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual(
      [
        `POST /api/companies/${COMPANY_ID}/invitations/${TEAM.invitations[0]!.id}/resend`,
        `DELETE /api/companies/${COMPANY_ID}/invitations/${TEAM.invitations[0]!.id}`,
        `DELETE /api/companies/${COMPANY_ID}/members/user-2`,
      ],
    );
  });

  it('shows a recruiter the team without managing it', async () => {
    renderRoute('/admin/team', {
      user: SEEKER,
      api: teamApi((call) =>
        call.url.endsWith('/members')
          ? json({ ...TEAM, viewerRole: 'recruiter', invitations: [] })
          : undefined,
      ),
    });
    await screen.findByRole('region', { name: 'Members (2)' });
    expect(screen.queryByLabelText('Role of Rita Recruiter')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite a colleague' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Rita Recruiter' })).not.toBeInTheDocument();
  });

  it('lets a recruiter set the scorecard items interviewers rate after the job’s skills', async () => {
    const { calls } = renderRoute('/admin/team', {
      user: SEEKER,
      api: teamApi((call) =>
        call.url.endsWith('/members')
          ? json({ ...TEAM, viewerRole: 'recruiter', invitations: [] })
          : call.method === 'PUT' && call.url === '/api/interviews/attributes'
            ? json(call.body)
            : undefined,
      ),
    });
    const section = await screen.findByRole('region', { name: 'Scorecard items' });
    const items = await within(section).findByLabelText(/Your own items/);
    await waitFor(() => expect(items).toHaveValue('Communication'));

    await userEvent.clear(items);
    await userEvent.type(items, Array.from({ length: 13 }, (_, i) => `Item ${i + 1}`).join('{Enter}'));
    await userEvent.click(within(section).getByRole('button', { name: 'Save scorecard items' }));
    expect(
      await within(section).findByText('Give at most 12 items, each up to 60 characters'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(items);
    await userEvent.type(items, 'Communication{Enter}{Enter}  Ownership  ');
    await userEvent.click(within(section).getByRole('button', { name: 'Save scorecard items' }));
    expect(await screen.findByText('Scorecards now end with 2 items of your own.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      attributes: ['Communication', 'Ownership'],
    });
  });

  it('offers to create a company to someone on no team', async () => {
    renderRoute('/admin/team', {
      user: SEEKER,
      api: (call) =>
        call.url === '/api/me/companies'
          ? json({ activeCompanyId: null, companies: [], operator: false })
          : undefined,
    });
    expect(
      await screen.findByRole('heading', { name: 'You are not on a hiring team yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a company' })).toHaveAttribute(
      'href',
      '/employers/sign-up',
    );
  });

  it('says when the team did not load', async () => {
    renderRoute('/admin/team', {
      user: SEEKER,
      api: teamApi((call) => (call.url.endsWith('/members') ? error(500, 'Down') : undefined)),
    });
    expect(await screen.findByText(/We could not load the team/)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyCompanies } from '@skillmatch/shared/schemas/back-office';
import type { HiringTeam, InvitationView } from '@skillmatch/shared/schemas/hiring-team';
import { json, renderRoute, SEEKER, type ApiCall } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });

// The pages' route modules load lazily; loaded once here, no test's first look waits for them.
beforeAll(async () => {
  await Promise.all([import('./team-page'), import('./invitation-page'), import('./employer-sign-up-page')]);
});

const COMPANY_ID = '11111111-1111-4111-8111-111111111111';
const MINE: MyCompanies = {
  activeCompanyId: COMPANY_ID,
  companies: [{ id: COMPANY_ID, slug: 'acme', name: 'Acme', role: 'owner' }],
  operator: false,
};
const TEAM: HiringTeam = {
  company: { id: COMPANY_ID, slug: 'acme', name: 'Acme', verified: true },
  viewerRole: 'owner',
  members: [
    {
      userId: SEEKER.id,
      name: SEEKER.name,
      email: SEEKER.email,
      role: 'owner',
      joinedAt: '2026-01-01T00:00:00Z',
    },
    {
      userId: 'user-2',
      name: 'Rita Recruiter',
      email: 'rita@acme.example',
      role: 'recruiter',
      joinedAt: '2026-01-02T00:00:00Z',
    },
  ],
  invitations: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      email: 'ivan@acme.example',
      role: 'interviewer',
      invitedBy: SEEKER.name,
      sentAt: '2026-01-03T00:00:00Z',
      expiresAt: '2020-01-10T00:00:00Z',
      expired: true,
    },
  ],
};
const error = (status: number, message: string, fields?: Record<string, string>) =>
  json({ statusCode: status, code: status === 409 ? 'CONFLICT' : 'NOT_FOUND', message, fields }, status);

function teamApi(overrides: (call: ApiCall) => Response | undefined = () => undefined) {
  return (call: ApiCall) =>
    overrides(call) ??
    (call.url === '/api/me/companies'
      ? json(MINE)
      : call.url === `/api/companies/${COMPANY_ID}/members` && call.method === 'GET'
        ? json(TEAM)
        : call.url === '/api/interviews/attributes' && call.method === 'GET'
          ? json({ attributes: ['Communication'] })
          : undefined);
}

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
      await within(section).findByText('Give at most 12 attributes, each up to 60 characters'),
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

const TOKEN = 'a-token-from-the-email-0123456789abcdefghijk';
const OFFER: InvitationView = {
  company: { name: 'Acme', slug: 'acme' },
  role: 'recruiter',
  email: SEEKER.email,
  invitedBy: 'Olive Owner',
  expiresAt: '2030-01-01T00:00:00Z',
  viewerMatches: true,
  alreadyMember: false,
};

describe('the invitation page', () => {
  const invitationApi = (offer: Partial<InvitationView> | Response) => (call: ApiCall) =>
    call.url === `/api/invitations/${TOKEN}`
      ? offer instanceof Response
        ? offer
        : json({ ...OFFER, ...offer })
      : call.url === `/api/invitations/${TOKEN}/accept`
        ? json({ companyId: COMPANY_ID, slug: 'acme', name: 'Acme', role: 'recruiter' })
        : teamApi()(call);

  it('lets the invited account accept, then shows the team', async () => {
    const { calls, router } = renderRoute(`/invitations/${TOKEN}`, { user: SEEKER, api: invitationApi({}) });
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeInTheDocument();
    expect(screen.getByText(/Olive Owner invited/)).toHaveTextContent(
      'Olive Owner invited ada@example.com to the hiring team of Acme as recruiter',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/team'));
    expect(await screen.findByText('You joined the hiring team of Acme.')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'POST' && call.url === `/api/invitations/${TOKEN}/accept`),
    ).toBe(true);
  });

  it('asks a visitor to sign in or create the account with the invited address, returning here', async () => {
    renderRoute(`/invitations/${TOKEN}`, { api: invitationApi({ viewerMatches: null }) });
    expect(await screen.findByText(/Sign in with ada@example.com/)).toBeInTheDocument();
    const back = encodeURIComponent(`/invitations/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      `/register?next=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?next=${back}`);
  });

  it('tells another account which address the invitation is for, offering no accept button', async () => {
    renderRoute(`/invitations/${TOKEN}`, {
      user: SEEKER,
      api: invitationApi({ viewerMatches: false, email: 'someone@acme.example' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are signed in as ada@example.com. Only someone@acme.example can accept this invitation.',
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out to use someone@acme.example' })).toBeInTheDocument();
  });

  it('says why a link cannot be used', async () => {
    renderRoute(`/invitations/${TOKEN}`, {
      user: SEEKER,
      api: invitationApi(
        error(404, 'This invitation has expired. Ask the company’s owner to send you a new one.'),
      ),
    });
    expect(
      await screen.findByRole('heading', { name: 'This invitation cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This invitation has expired/)).toBeInTheDocument();
  });
});

describe('employer sign-up', () => {
  it('creates the account and the company in one form, then opens the first job’s form', async () => {
    const { calls, router } = renderRoute('/employers/sign-up', {
      api: (call) =>
        call.url === '/api/auth/sign-up/email'
          ? json({ user: { id: 'new' } })
          : call.url === '/api/companies'
            ? json({ id: COMPANY_ID, slug: 'acme', name: 'Acme' }, 201)
            : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Post jobs on SkillMatch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account and company' }));
    expect(await screen.findByText('Enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your company’s name')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Full name/), 'Olive Owner');
    await userEvent.type(screen.getByLabelText(/Work email/), 'olive@acme.example');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'correct horse battery');
    await userEvent.type(screen.getByLabelText(/Company name/), 'Acme');
    await userEvent.type(screen.getByLabelText(/Company website/), 'acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/jobs'));
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      [
        '/api/auth/sign-up/email',
        { name: 'Olive Owner', email: 'olive@acme.example', password: 'correct horse battery' },
      ],
      ['/api/companies', { name: 'Acme', website: 'acme.example' }],
    ]);
  });

  it('asks a signed-in person for the company only, and shows a taken name under its field', async () => {
    const { calls } = renderRoute('/employers/sign-up', {
      user: SEEKER,
      api: (call) =>
        call.url === '/api/companies'
          ? error(409, 'A company called “Acme” is already on SkillMatch.', {
              name: 'A company called “Acme” is already on SkillMatch.',
            })
          : undefined,
    });
    expect(await screen.findByText(/Signed in as ada@example.com/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Company name/), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Create the company' }));
    expect(await screen.findAllByText('A company called “Acme” is already on SkillMatch.')).toHaveLength(2);
    expect(screen.getByLabelText(/Company name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.url)).toEqual(['/api/companies']);
  });

  it('is reached from the top bar and the landing page', async () => {
    renderRoute('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/employers/sign-up',
    );
  });

  it('is offered on the landing page, under For employers', async () => {
    renderRoute('/');
    const employers = await screen.findByRole('region', { name: 'For employers' });
    expect(within(employers).getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/employers/sign-up',
    );
  });
});

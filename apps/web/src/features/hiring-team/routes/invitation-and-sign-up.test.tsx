import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvitationView } from '@skillmatch/shared/schemas/hiring-team';
import { json, renderRoute, SEEKER, type ApiCall } from '../../../test/render';
import { COMPANY_ID, error, teamApi } from './hiring-team-fixtures';

vi.setConfig({ testTimeout: 20_000 });

// The pages' route modules load lazily; loaded once here, no test's first look waits for them.
beforeAll(async () => {
  await Promise.all([import('./team-page'), import('./invitation-page'), import('./employer-sign-up-page')]);
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

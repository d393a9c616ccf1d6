import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '@skillmatch/shared/api/api-map';
import type { SessionState, SessionUser } from '@skillmatch/shared/schemas/session';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { sessionQueryKey } from '../../../lib/query-keys';
import { makeUserRecord } from '../../../test/fixtures';
import { answer, renderRouteWithEndingSession, SEEKER } from '../../../test/render';
import { PROFILE_DRAFT_MESSAGES } from '../lib/use-profile-draft';

vi.setConfig({ testTimeout: 30_000 });
// The page waits for its lazy route modules, and signing in waits 2 s before coming back.
configure({ asyncUtilTimeout: 8000 });

const OTHER: SessionUser = {
  ...SEEKER,
  id: 'user-2',
  email: 'grace@example.com',
  displayName: 'Grace Hopper',
};
const HEADLINE = 'Professional headline';

/** The profile of a seeker whose session the server ends when the test says (signed out in another tab). */
function renderProfile() {
  const view = renderRouteWithEndingSession('/profile', SEEKER, ({ method, url, body }) => {
    const person = view.signedInAs()!;
    const user = { ...makeUserRecord(person.email, ['SQL']), id: person.id };
    if (url === '/api/me' && method === 'GET') return answer(api.getMe, user);
    if (url === '/api/me' && method === 'PATCH')
      return answer(api.saveMyProfile, {
        success: true,
        user: { ...user, profile: (body as { profile: UserRecord['profile'] }).profile },
      });
    return undefined;
  });
  const saves = () => view.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
  return { ...view, saves };
}

async function signIn(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'a password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** Edits the headline, then saves after the session has ended elsewhere. */
async function editThenSaveSignedOut(view: ReturnType<typeof renderProfile>) {
  const headline = await screen.findByLabelText(HEADLINE);
  await userEvent.clear(headline);
  await userEvent.type(headline, 'Staff engineer, data platforms');
  view.endSession();
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  return screen.findByText(PROFILE_DRAFT_MESSAGES.signedOut);
}

afterEach(() => sessionStorage.clear());

describe('the profile when the session ends under it', () => {
  it('keeps the edit, says so by the Save button, and shows the person signed out everywhere', async () => {
    const view = renderProfile();
    const notice = await editThenSaveSignedOut(view);

    expect(notice.closest('[role="alert"]')).not.toBeNull();
    const signInLink = screen.getByRole('link', { name: 'Sign in' });
    expect(signInLink).toHaveAttribute('href', '/login?next=%2Fprofile');
    // The message sits with the Save button, not at the top of the page.
    expect(screen.getByRole('button', { name: 'Save Changes' }).parentElement).toContainElement(notice);
    // The form is still there with the edit in it.
    expect(screen.getByLabelText(HEADLINE)).toHaveValue('Staff engineer, data platforms');
    // The header no longer shows her signed in.
    const header = screen.getByRole('banner');
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(within(header).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(view.queryClient.getQueryData<SessionState>(sessionQueryKey)?.user).toBeNull();
    expect(view.saves()).toEqual([]);
  });

  it('brings the edit back after signing in again, not saved yet, and saving it forgets the draft', async () => {
    const view = renderProfile();
    await editThenSaveSignedOut(view);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await signIn(SEEKER.email);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByText(PROFILE_DRAFT_MESSAGES.restored)).toBeInTheDocument();
    expect(await screen.findByLabelText(HEADLINE)).toHaveValue('Staff engineer, data platforms');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(view.saves()).toHaveLength(1));
    expect(view.saves()[0]).toMatchObject({ profile: { headline: 'Staff engineer, data platforms' } });
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it('never shows the kept edit to another account signing in on the same browser', async () => {
    const view = renderProfile();
    await editThenSaveSignedOut(view);
    view.nextSignInAs(OTHER);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await signIn(OTHER.email);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByLabelText(HEADLINE)).toHaveValue('Engineer');
    expect(screen.queryByText(PROFILE_DRAFT_MESSAGES.restored)).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});

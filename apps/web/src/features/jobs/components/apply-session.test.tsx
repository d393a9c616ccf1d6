import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLY_MESSAGES } from '@skillmatch/shared/application-messages';
import { makeJob } from '../../../test/fixtures';
import { json, renderRouteWithEndingSession, SEEKER } from '../../../test/render';
import { APPLY_DRAFT_MESSAGES } from '../use-apply-draft';

vi.setConfig({ testTimeout: 30_000 });
// The page waits for its lazy route modules, and signing in waits 2 s before coming back.
configure({ asyncUtilTimeout: 8000 });

const JOB = makeJob({ title: 'Frontend Engineer' });
const MOTIVATION = 'I have shipped accessible design systems for years and want to do it here.';
const BOX = 'Why do you want to join this team?';

function openJobPage() {
  const view = renderRouteWithEndingSession(`/jobs/${JOB.id}`, SEEKER, ({ method, url }) => {
    if (url === `/api/jobs/${JOB.id}`) return json(JOB);
    if (url === `/api/jobs/${JOB.id}/applying`) return json({ applicants: 3, application: null });
    if (method === 'POST' && url === '/api/applications') return json({ success: true }, 201);
    return undefined;
  });
  const sent = () => view.calls.filter((call) => call.method === 'POST' && call.url === '/api/applications');
  return { ...view, sent };
}

afterEach(() => sessionStorage.clear());

describe('an application sent after the session ended elsewhere', () => {
  it('keeps the motivation, offers to sign in, and brings it back to send', async () => {
    const view = openJobPage();
    let panel = await screen.findByRole('complementary', { name: 'Apply' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Apply Now' }));
    await userEvent.type(within(panel).getByLabelText(BOX), MOTIVATION);
    view.endSession();
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit Application' }));

    const notice = await within(panel).findByText(APPLY_DRAFT_MESSAGES.signedOut);
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(within(panel).getByLabelText(BOX)).toHaveValue(MOTIVATION);
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Login' }),
      ).toBeInTheDocument(),
    );

    await userEvent.click(within(panel).getByRole('link', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText('Email'), SEEKER.email);
    await userEvent.type(screen.getByLabelText('Password'), 'a password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/jobs/${JOB.id}`));
    panel = await screen.findByRole('complementary', { name: 'Apply' });
    expect(await within(panel).findByText(APPLY_DRAFT_MESSAGES.restored)).toBeInTheDocument();
    expect(within(panel).getByLabelText(BOX)).toHaveValue(MOTIVATION);
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(view.sent()).toHaveLength(1));
    expect(view.sent()[0]?.body).toMatchObject({ jobId: JOB.id, motivation: MOTIVATION });
    expect(await screen.findByText(APPLY_MESSAGES.success)).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});

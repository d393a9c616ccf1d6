import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import type { SiteSettings } from '@skillmatch/shared/schemas/settings';
import type { AdminStory } from '@skillmatch/shared/schemas/stories';
import { apiError, ADMIN_SESSION, json, renderAdmin, type Handler } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const STORY: AdminStory = {
  id: 'b7c1f6a2-0000-4000-8000-000000000001',
  applicationId: 'b7c1f6a2-0000-4000-8000-000000000002',
  story: 'My match reasons named the one skill I lacked; I learned it and got the offer.',
  status: 'pending',
  name: 'Margaret Hamilton',
  email: 'margaret@example.com',
  job: 'Flight Software Engineer',
  company: 'Apollo Labs',
  createdAt: '2026-11-20T10:00:00.000Z',
};

/**
 * The settings on the server; PUT replaces them (or answers `failure`). The session follows them. One
 * success story waits for review; PATCH sets its status.
 */
function settingsServer(failure?: Response): Handler & { sessionCalls: () => number } {
  let settings: SiteSettings = { ...DEFAULT_SITE_SETTINGS };
  let story = { ...STORY };
  let sessionCalls = 0;
  const handler: Handler = ({ method, url, body }) => {
    if (url === '/api/session') {
      sessionCalls += 1;
      return json({ ...ADMIN_SESSION, site: { ...ADMIN_SESSION.site, name: settings.siteName } });
    }
    if (url === '/api/admin/stories') return json([story]);
    if (url === '/api/admin/email-choices') return json(method === 'PUT' ? body : { newApplicants: 'each' });
    if (url === `/api/admin/stories/${STORY.id}` && method === 'PATCH') {
      story = { ...story, ...(body as Pick<AdminStory, 'status'>) };
      return json(story);
    }
    if (url !== '/api/admin/settings') return undefined;
    if (method === 'GET') return json(settings);
    if (failure) return failure;
    settings = body as SiteSettings;
    return json(settings);
  };
  return Object.assign(handler, { sessionCalls: () => sessionCalls });
}

describe('settings page', () => {
  it('shows the settings, checks them with the server’s messages, and sends nothing invalid', async () => {
    const { calls } = renderAdmin('/admin/settings', settingsServer());
    expect(screen.getByRole('heading', { name: 'Platform Settings', level: 1 })).toBeInTheDocument();
    const name = await screen.findByLabelText('Site name');
    expect(name).toHaveValue('SkillMatch');
    expect(screen.getByRole('switch', { name: 'Sign-up open' })).toBeChecked();
    expect(screen.getByLabelText('Jobs per page')).toHaveValue(20);
    expect(screen.getByLabelText('Strong-match threshold')).toHaveValue(80);

    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText('Strong-match threshold'));
    await userEvent.type(screen.getByLabelText('Strong-match threshold'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Site name is required'));
    expect(screen.getByLabelText('Strong-match threshold')).toHaveAccessibleDescription(
      expect.stringContaining('The strong-match threshold must be between 50 and 100'),
    );
    await waitFor(() => expect(name).toHaveFocus());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves the whole settings, says so, and refreshes the session (header and titles)', async () => {
    const server = settingsServer();
    const { calls } = renderAdmin('/admin/settings', server);
    const name = await screen.findByLabelText('Site name');
    const sessionCallsBefore = server.sessionCalls();
    await userEvent.clear(name);
    await userEvent.type(name, 'TalentHub');
    await userEvent.click(screen.getByRole('switch', { name: 'Sign-up open' }));
    await userEvent.clear(screen.getByLabelText('Jobs per page'));
    await userEvent.type(screen.getByLabelText('Jobs per page'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved. The site uses them from now on.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      siteName: 'TalentHub',
      signUpOpen: false,
      jobsPageSize: 30,
      strongMatchThreshold: 80,
      jobModeration: 'first',
    });
    await waitFor(() => expect(server.sessionCalls()).toBeGreaterThan(sessionCallsBefore));
    await waitFor(() => expect(document.title).toBe('Platform Settings - TalentHub'));
  });

  it('explains the job review choices, shows the stored one, and saves another', async () => {
    const { calls } = renderAdmin('/admin/settings', settingsServer());
    const group = await screen.findByRole('group', { name: 'Job review' });
    expect(group).toHaveAccessibleDescription(
      expect.stringContaining('Which employers’ new jobs wait for your review'),
    );
    const first = within(group).getByRole('radio', { name: /Each company’s first job/ });
    expect(first).toBeChecked();
    expect(first).toHaveAccessibleName(expect.stringContaining('once one of its jobs is published'));
    await userEvent.click(within(group).getByRole('radio', { name: /Every job/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. The site uses them from now on.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ jobModeration: 'all' });
    expect(within(group).getByRole('radio', { name: /Every job/ })).toBeChecked();
  });

  it('shows the server’s message and its field messages when it refuses', async () => {
    renderAdmin(
      '/admin/settings',
      settingsServer(
        apiError(400, 'Check the highlighted fields', {
          jobsPageSize: 'Jobs per page must be between 5 and 100',
        }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields');
    expect(screen.getByLabelText('Jobs per page')).toHaveAccessibleDescription(
      expect.stringContaining('Jobs per page must be between 5 and 100'),
    );
  });

  it('offers a retry when the settings do not load', async () => {
    let fail = true;
    renderAdmin('/admin/settings', ({ url }) =>
      url === '/api/admin/settings'
        ? fail
          ? apiError(500, 'Down')
          : json(DEFAULT_SITE_SETTINGS)
        : url === '/api/admin/stories'
          ? json([])
          : url === '/api/admin/email-choices'
            ? json({ newApplicants: 'each' })
            : undefined,
    );
    expect(await screen.findByText(/We could not load the settings/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Site name')).toHaveValue('SkillMatch');
  });

  it('lists the success stories waiting for approval, and approves one for the home page', async () => {
    const { calls } = renderAdmin('/admin/settings', settingsServer());
    const region = await screen.findByRole('region', { name: 'Success stories' });
    expect(await within(region).findByText(`“${STORY.story}”`)).toBeInTheDocument();
    expect(within(region).getByText('Waiting')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Approve' }));
    expect(await within(region).findByText('On the home page')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Take down' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: `/api/admin/stories/${STORY.id}`, body: { status: 'approved' } }),
    ]);
  });

  it('lets the administrator choose a daily summary of new applicants instead of an email each', async () => {
    const { calls } = renderAdmin('/admin/settings', settingsServer());
    const choice = await screen.findByLabelText('New applicants');
    await waitFor(() => expect(choice).toBeEnabled());
    expect(choice).toHaveValue('each');
    await userEvent.selectOptions(choice, 'One daily summary');
    await waitFor(() => expect(choice).toHaveAccessibleDescription('Saved.'));
    expect(choice).toHaveValue('daily');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/api/admin/email-choices', body: { newApplicants: 'daily' } }),
    ]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import type { SiteSettings } from '@skillmatch/shared/schemas/settings';
import { apiError, ADMIN_SESSION, json, renderAdmin, type Handler } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

/** The settings on the server; PUT replaces them (or answers `failure`). The session follows them. */
function settingsServer(failure?: Response): Handler & { sessionCalls: () => number } {
  let settings: SiteSettings = { ...DEFAULT_SITE_SETTINGS };
  let sessionCalls = 0;
  const handler: Handler = ({ method, url, body }) => {
    if (url === '/api/session') {
      sessionCalls += 1;
      return json({ ...ADMIN_SESSION, site: { ...ADMIN_SESSION.site, name: settings.siteName } });
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
    });
    await waitFor(() => expect(server.sessionCalls()).toBeGreaterThan(sessionCallsBefore));
    await waitFor(() => expect(document.title).toBe('Platform Settings - TalentHub'));
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
        : undefined,
    );
    expect(await screen.findByText(/We could not load the settings/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Site name')).toHaveValue('SkillMatch');
  });
});

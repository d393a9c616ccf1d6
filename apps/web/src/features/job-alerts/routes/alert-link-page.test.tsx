import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderRoute } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

describe('a job alert’s emailed link, signed out', () => {
  it('pauses the alert', async () => {
    let paused = false;
    const { calls } = renderRoute('/job-alerts/alert-1?token=signed', {
      api: ({ method, url }) => {
        if (url === '/api/saved-searches/alert-1/link?token=signed') {
          if (method === 'PATCH') paused = true;
          return json({ id: 'alert-1', name: 'Kotlin jobs', frequency: 'daily', paused });
        }
        return undefined;
      },
    });
    expect(await screen.findByText(/is on\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause alert' }));
    expect(await screen.findByText(/is paused: it sends nothing until you resume it/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ paused: true });
  });
});

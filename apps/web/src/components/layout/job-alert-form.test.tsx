import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_ALERT_MESSAGES } from '@skillmatch/shared/constants';
import { JobAlertForm } from './job-alert-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <JobAlertForm />
    </QueryClientProvider>,
  );
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('JobAlertForm (the footer’s job alert)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('says "Enter email" for an empty box and calls nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Enter email');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says what it sends and that a link comes first', () => {
    renderForm();
    expect(screen.getByLabelText('Get new jobs in your inbox')).toHaveAccessibleDescription(
      FOOTER_ALERT_MESSAGES.hint,
    );
  });

  it('subscribes the address to a weekly alert of every new job in the browser’s time zone, and asks to confirm', async () => {
    const fetchSpy = vi.fn(async () => jsonResponse(201, { id: 'alert-1' }));
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    await userEvent.type(screen.getByLabelText(FOOTER_ALERT_MESSAGES.label), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(FOOTER_ALERT_MESSAGES.subscribed)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/saved-searches/guest');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      frequency: 'weekly',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.getByLabelText(FOOTER_ALERT_MESSAGES.label)).toHaveValue('');
  });

  it('keeps asking to confirm until the person returns to the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(201, { id: 'alert-1' })),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm();
    const field = screen.getByLabelText(FOOTER_ALERT_MESSAGES.label);
    await userEvent.type(field, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText(FOOTER_ALERT_MESSAGES.subscribed);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent(FOOTER_ALERT_MESSAGES.subscribed);
    await userEvent.click(field);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("shows the server's message when it refuses the address", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, { statusCode: 400, code: 'VALIDATION', message: 'Enter a valid email address.' }),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText(FOOTER_ALERT_MESSAGES.label), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });
});

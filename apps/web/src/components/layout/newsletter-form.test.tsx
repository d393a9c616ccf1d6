import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@skillmatch/shared/constants';
import { NewsletterForm } from './newsletter-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('NewsletterForm', () => {
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

  it('promises only what it does: an email when job alerts launch', () => {
    renderForm();
    expect(screen.getByLabelText('Email me when job alerts launch')).toBeInTheDocument();
  });

  it('keeps saying the address is stored until the person returns to the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { subscribed: true })),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderForm();
    const field = screen.getByLabelText(NEWSLETTER_MESSAGES.label);
    await userEvent.type(field, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText(NEWSLETTER_MESSAGES.subscribed);
    // Once shown for 2 s; a person on a slow phone had not read it by then.
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.subscribed);
    await userEvent.click(field);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('sends the address and says "Subscribed!"', async () => {
    const fetchSpy = vi.fn(async () => jsonResponse(200, { subscribed: true }));
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    await userEvent.type(screen.getByLabelText(NEWSLETTER_MESSAGES.label), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribed)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com' }) }),
    );
    expect(screen.getByLabelText(NEWSLETTER_MESSAGES.label)).toHaveValue('');
  });

  it("shows the server's message when it refuses the address", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, { statusCode: 400, code: 'VALIDATION', message: 'Enter a valid email address.' }),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText(NEWSLETTER_MESSAGES.label), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });
});

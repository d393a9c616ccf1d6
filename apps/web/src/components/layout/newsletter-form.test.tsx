import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => vi.unstubAllGlobals());

  it('says "Enter email" for an empty box and calls nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Enter email');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the address and says "Subscribed!"', async () => {
    const fetchSpy = vi.fn(async () => jsonResponse(200, { subscribed: true }));
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    await userEvent.type(screen.getByLabelText('Get new jobs in your inbox'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com' }) }),
    );
    expect(screen.getByLabelText('Get new jobs in your inbox')).toHaveValue('');
  });

  it("shows the server's message when it refuses the address", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, { statusCode: 400, code: 'VALIDATION', message: 'Enter a valid email address.' }),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Get new jobs in your inbox'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TEMPLATES,
  EMAIL_TEMPLATE_KINDS,
  EMAIL_TEMPLATE_LABELS,
} from '@skillmatch/shared/email-templates';
import type { EmailTemplate } from '@skillmatch/shared/schemas/email-templates';
import { apiError, json, recruiterSession, renderAdmin, type Handler } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const TEMPLATES: EmailTemplate[] = EMAIL_TEMPLATE_KINDS.map((kind) => ({
  kind,
  label: EMAIL_TEMPLATE_LABELS[kind],
  ...DEFAULT_TEMPLATES[kind],
  custom: false,
  updatedAt: null,
}));

const server =
  (role: 'recruiter' | 'interviewer' = 'recruiter', put?: () => Response): Handler =>
  ({ method, url, body }) => {
    if (url === '/api/session') return json(recruiterSession(role));
    if (url === '/api/email-templates') return json(TEMPLATES);
    if (method === 'PUT' && url === '/api/email-templates/offer')
      return put ? put() : json({ ...TEMPLATES[3], ...(body as object), custom: true });
    if (url === '/api/email-templates/preview')
      return json({
        subject: 'An offer for Senior Data Engineer',
        text: 'Hello Ada,\n\nWe are delighted.',
        html: '',
      });
    if (url === '/api/email-templates/test') return json({ to: 'rita@example.com' }, 202);
    return undefined;
  };

async function openOffer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit offer' }));
  return screen.findByRole('form', { name: 'Offer template' });
}

describe('email templates page', () => {
  it('lists each template with whether it is the default, and saves an edit', async () => {
    const { calls } = renderAdmin('/admin/email-templates', server());
    expect(await screen.findByRole('heading', { name: 'Offer', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Application received',
      'Interview invitation',
      'Rejection',
      'Offer',
    ]);
    const form = await openOffer();
    const subject = within(form).getByLabelText('Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Welcome, {{{{candidate.firstName}}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Offer template saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      subject: 'Welcome, {{candidate.firstName}}',
      body: DEFAULT_TEMPLATES.offer.body,
    });
  });

  it('shows an unknown variable under its field and saves nothing', async () => {
    const { calls } = renderAdmin('/admin/email-templates', server());
    const form = await openOffer();
    const body = within(form).getByLabelText('Message');
    await userEvent.type(body, ' {{{{candidate.age}}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await within(form).findByText(/\{\{candidate\.age\}\} is not a variable/)).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal under its field', async () => {
    const message = 'Message must be at most 5,000 characters';
    renderAdmin(
      '/admin/email-templates',
      server('recruiter', () => apiError(400, message, { body: message })),
    );
    const form = await openOffer();
    await userEvent.click(within(form).getByRole('button', { name: 'Save template' }));
    // Under the field, and in the form's alert.
    expect(await within(form).findAllByText(message)).toHaveLength(2);
  });

  it('previews with sample data and sends a test to the member', async () => {
    renderAdmin('/admin/email-templates', server());
    const form = await openOffer();
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('An offer for Senior Data Engineer');
    expect(preview).toHaveTextContent('Hello Ada');
    await userEvent.click(within(form).getByRole('button', { name: 'Send me a test' }));
    expect(await screen.findByText('Test email sent to rita@example.com')).toBeInTheDocument();
  });

  it('lets an interviewer read the wording but not save it', async () => {
    renderAdmin('/admin/email-templates', server('interviewer'));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Read' }))[3]!);
    const form = await screen.findByRole('form', { name: 'Offer template' });
    expect(within(form).getByLabelText('Subject')).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
  });
});

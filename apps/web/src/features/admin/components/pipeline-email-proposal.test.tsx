import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/fixtures';
import { JOB_ID, makeBoard, makeItem } from '../testing/pipeline-fixtures';
import { json, recruiterSession, renderAdmin, type Handler } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const ada = makeItem(1, 'Ada Lovelace', 'Interview');
const bob = makeItem(2, 'Bob Moore', 'Interview');
const DRAFTS = {
  offer: { subject: 'An offer for Frontend Engineer', body: 'Hello Ada,\n\nWe are delighted.' },
  rejection: { subject: 'Your application for Frontend Engineer', body: 'Hello Ada,\n\nNot this time.' },
};

const server: Handler = ({ method, url }) => {
  if (url.startsWith('/api/admin/applications/board')) return json(makeBoard([ada], {}));
  if (url.startsWith('/api/admin/jobs?')) return json({ jobs: [makeJob({ id: JOB_ID })] });
  if (method === 'PATCH') return json({ applicationId: ada.applicationId });
  const draft = /\/emails\/draft\?kind=(offer|rejection)$/.exec(url);
  if (draft)
    return json({ kind: draft[1], ...DRAFTS[draft[1] as 'offer' | 'rejection'], to: 'ada@example.com' });
  if (method === 'POST' && url.endsWith('/emails')) return json({ id: 'e-1', status: 'sent' }, 201);
  return undefined;
};

async function move(to: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Move Ada Lovelace' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: to }));
  const dialog = await screen.findByRole('dialog', { name: `Move Ada Lovelace to ${to}` });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return screen.findByRole('dialog', { name: 'Email Ada Lovelace?' });
}

describe('the email a move proposes', () => {
  it('sends the offer template as the recruiter edited it', async () => {
    const { calls } = renderAdmin('/admin/applications', server);
    const dialog = await move('Offer');
    const body = await within(dialog).findByLabelText('Message');
    expect(body).toHaveValue(DRAFTS.offer.body);
    expect(within(dialog).getByText('To ada@example.com')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Send')).not.toBeInTheDocument();
    await userEvent.type(body, ' Start on May 1.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Email sent to Ada Lovelace')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.find((call) => call.method === 'POST' && call.url.endsWith('/emails'));
    expect(sent?.url).toBe(`/api/applications/${ada.applicationId}/emails`);
    expect(sent?.body).toEqual({
      kind: 'offer',
      subject: DRAFTS.offer.subject,
      body: `${DRAFTS.offer.body} Start on May 1.`,
      delayMinutes: 0,
    });
  });

  it('lets a rejection wait a day, or be skipped', async () => {
    const { calls } = renderAdmin('/admin/applications', server);
    let dialog = await move('Rejected');
    await userEvent.selectOptions(await within(dialog).findByLabelText('Send'), 'In 1 day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Email to Ada Lovelace scheduled (in 1 day)')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/emails'))?.body).toMatchObject({
      kind: 'rejection',
      delayMinutes: 1440,
    });

    dialog = await move('Rejected');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Skip the email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.url.endsWith('/emails'))).toHaveLength(1);
  });
});

const TEMPLATES = [
  {
    kind: 'rejection',
    label: 'Rejection',
    subject: 'Your application for {{job.title}}',
    body: 'Hello {{candidate.firstName}},\n\nNot this time.',
    custom: false,
    updatedAt: null,
  },
  {
    kind: 'offer',
    label: 'Offer',
    subject: 'An offer for {{job.title}}',
    body: 'Hello {{candidate.firstName}},\n\nWe are delighted.',
    custom: true,
    updatedAt: '2026-03-01T09:00:00.000Z',
  },
];

const twoApplicants: Handler = ({ method, url }) => {
  if (url === '/api/session') return json(recruiterSession());
  if (url.startsWith('/api/admin/applications/board')) return json(makeBoard([ada, bob], {}));
  if (url.startsWith('/api/admin/jobs?')) return json({ jobs: [makeJob({ id: JOB_ID })] });
  if (method === 'POST' && url === '/api/admin/applications/bulk') return json({ moved: 2, items: [] });
  if (method === 'GET' && url === '/api/email-templates') return json(TEMPLATES);
  if (method === 'POST' && url.endsWith('/emails')) return json({ id: 'e-1', status: 'sent' }, 201);
  return undefined;
};

/** Selects both applicants and moves them to `to` (from the bar's menu, or its Reject button). */
async function moveBoth(to: 'Offer' | 'Rejected') {
  await confirmBoth(to);
  return screen.findByRole('dialog', { name: 'Email 2 applicants?' });
}

async function confirmBoth(to: 'Offer' | 'Rejected') {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bob Moore' }));
  const bar = screen.getByRole('region', { name: 'Selected applications' });
  if (to === 'Rejected') await userEvent.click(within(bar).getByRole('button', { name: 'Reject' }));
  else {
    await userEvent.click(within(bar).getByRole('button', { name: 'Move to…' }));
    await userEvent.click(screen.getByRole('menuitem', { name: to }));
  }
  const dialog = await screen.findByRole('dialog', { name: `Move 2 applications to ${to}` });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('the email a bulk move proposes', () => {
  it('sends the offer template, as edited, to each applicant, whose variables the server fills in', async () => {
    const { calls } = renderAdmin('/admin/applications', twoApplicants);
    const dialog = await moveBoth('Offer');
    const body = await within(dialog).findByLabelText('Message');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('An offer for {{job.title}}');
    expect(body).toHaveValue('Hello {{candidate.firstName}},\n\nWe are delighted.');
    expect(within(dialog).queryByLabelText('Send')).not.toBeInTheDocument();
    await userEvent.type(body, ' Start on May 1.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 emails' }));
    expect(await screen.findByText('Emails sent to 2 applicants')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.filter((call) => call.method === 'POST' && call.url.endsWith('/emails'));
    expect(sent.map((call) => call.url)).toEqual([
      `/api/applications/${ada.applicationId}/emails`,
      `/api/applications/${bob.applicationId}/emails`,
    ]);
    for (const call of sent)
      expect(call.body).toEqual({
        kind: 'offer',
        subject: 'An offer for {{job.title}}',
        body: 'Hello {{candidate.firstName}},\n\nWe are delighted. Start on May 1.',
        delayMinutes: 0,
      });
  });

  it('lets the rejections wait a day, or be skipped', async () => {
    const { calls } = renderAdmin('/admin/applications', twoApplicants);
    let dialog = await moveBoth('Rejected');
    await userEvent.selectOptions(await within(dialog).findByLabelText('Send'), 'In 1 day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 emails' }));
    expect(await screen.findByText('Emails to 2 applicants scheduled (in 1 day)')).toBeInTheDocument();
    const emails = () => calls.filter((call) => call.url.endsWith('/emails'));
    expect(emails().map((call) => call.body)).toEqual([
      expect.objectContaining({ kind: 'rejection', delayMinutes: 1440 }),
      expect.objectContaining({ kind: 'rejection', delayMinutes: 1440 }),
    ]);

    dialog = await moveBoth('Rejected');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Skip the emails' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(emails()).toHaveLength(2);
  });

  it('proposes nothing to the operator, whose work is no company’s', async () => {
    const asOperator: Handler = (call) => (call.url === '/api/session' ? undefined : twoApplicants(call));
    const { calls } = renderAdmin('/admin/applications', asOperator);
    await confirmBoth('Offer');
    expect(await screen.findByText('Moved 2 applications to Offer')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.url === '/api/email-templates')).toBe(false);
  });
});

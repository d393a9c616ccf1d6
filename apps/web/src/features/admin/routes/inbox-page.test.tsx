import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContactInbox, ContactMessage, ContactMessageDetail } from '@skillmatch/shared/schemas/contact';
import { apiError, json, renderAdmin } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const WAITING: ContactMessage = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'Recruiters',
  message: 'How do I publish jobs for my team?\nWe hire twice a year.',
  receivedAt: minutesAgo(5),
  answeredAt: null,
};
const ANSWERED: ContactMessage = {
  ...WAITING,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Alan Turing',
  email: 'alan@example.com',
  topic: 'Press',
  message: 'Could we interview your founder?',
  receivedAt: minutesAgo(180),
  answeredAt: minutesAgo(60),
};
const inbox = (messages: ContactMessage[], unanswered = 1): ContactInbox => ({
  messages,
  total: messages.length,
  unanswered,
});
const LIST = '/api/admin/contact-messages?';

describe('inbox page', () => {
  it('lists each message with its sender, topic, text, relative time and whether it was answered', async () => {
    const { calls } = renderAdmin('/admin/inbox', ({ url }) =>
      url.startsWith(LIST) ? json(inbox([WAITING, ANSWERED])) : undefined,
    );
    expect(screen.getByRole('heading', { name: 'Inbox', level: 1 })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    const items = within(screen.getByRole('region', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin/inbox/${WAITING.id}`,
    );
    expect(items[0]).toHaveTextContent('ada@example.com');
    expect(items[0]).toHaveTextContent('Recruiters');
    expect(items[0]).toHaveTextContent('How do I publish jobs for my team?');
    expect(items[0]).toHaveTextContent('5 min ago');
    expect(items[0]).toHaveTextContent('Waiting for a reply');
    expect(items[1]).toHaveTextContent('3 hours ago');
    expect(items[1]).toHaveTextContent('Answered');
    expect(screen.getByText('1 message waiting for a reply')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([`${LIST}show=all&page=1`]);
  });

  it('shows only the messages waiting for a reply when asked, and says when none wait', async () => {
    const { calls } = renderAdmin('/admin/inbox', ({ url }) =>
      url.startsWith(LIST)
        ? json(url.includes('show=unanswered') ? inbox([], 0) : inbox([ANSWERED], 0))
        : undefined,
    );
    await screen.findByRole('link', { name: 'Alan Turing' });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Waiting for a reply');
    expect(await screen.findByText('Every message has a reply.')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe(`${LIST}show=unanswered&page=1`);
    await userEvent.click(screen.getByRole('button', { name: 'Show all messages' }));
    expect(await screen.findByRole('link', { name: 'Alan Turing' })).toBeInTheDocument();
  });

  it('says when the inbox is empty, and offers to try again when it did not load', async () => {
    let fail = true;
    renderAdmin('/admin/inbox', ({ url }) =>
      url.startsWith(LIST) ? (fail ? apiError(500, 'Down') : json(inbox([], 0))) : undefined,
    );
    expect(await screen.findByText(/We could not load the messages/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No messages yet: what visitors send through the Contact page appears here.'),
    ).toBeInTheDocument();
  });
});

describe('inbox message page', () => {
  const detail: ContactMessageDetail = { ...WAITING, replies: [] };
  const MESSAGE = `/api/admin/contact-messages/${WAITING.id}`;

  it('shows the message in full, refuses an empty reply, then sends one and shows it under the message', async () => {
    // The server's copy: a reply is kept, and the page reads it again afterwards.
    let stored = detail;
    const { calls } = renderAdmin(`/admin/inbox/${WAITING.id}`, ({ method, url, body }) => {
      if (method === 'GET' && url === MESSAGE) return json(stored);
      if (method === 'POST' && url === `${MESSAGE}/replies`) {
        const reply = {
          id: 'reply-1',
          authorName: 'Grace Hopper',
          sentAt: minutesAgo(0),
          ...(body as { body: string }),
        };
        stored = { ...stored, answeredAt: minutesAgo(0), replies: [reply] };
        return json(stored, 201);
      }
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Recruiters', level: 1 })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Message from Ada Lovelace' });
    expect(article).toHaveTextContent('How do I publish jobs for my team? We hire twice a year.');
    expect(within(article).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(screen.getByText('Waiting for a reply')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a reply before sending it')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Your reply'), 'Publish them from the Jobs page.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to ada@example.com.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { body: 'Publish them from the Jobs page.' },
    ]);
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(replies).toHaveTextContent('Grace Hopper replied just now');
    expect(replies).toHaveTextContent('Publish them from the Jobs page.');
    expect(screen.getByText('Answered')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your reply')).toHaveValue(''));
  });

  it('says when the message does not exist', async () => {
    renderAdmin('/admin/inbox/33333333-3333-4333-8333-333333333333', () =>
      apiError(404, 'Message not found.'),
    );
    expect(await screen.findByRole('heading', { name: 'Message not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/admin/inbox');
  });
});

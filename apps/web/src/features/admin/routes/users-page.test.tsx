import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUsers } from '@skillmatch/shared/schemas/admin';
import { makeUserSummary } from '../testing/admin-fixtures';
import { json, renderAdmin, type Call } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const ADA = makeUserSummary();
const GRACE = makeUserSummary({
  id: 'user-8',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'admin',
  disabled: true,
  applications: 0,
  mailRefused: true,
});

const answer = (users = [ADA, GRACE], total = users.length, page = 1): AdminUsers => ({
  users,
  total,
  page,
  pageSize: 20,
});

const userCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.startsWith('/api/admin/users?')).map((call) => call.url);

describe('users page', () => {
  it('lists accounts in a table, each linking to its page', async () => {
    renderAdmin('/admin/users', ({ url }) =>
      url.startsWith('/api/admin/users?') ? json(answer()) : undefined,
    );
    expect(screen.getByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Grace Hopper/ });
    expect(within(row).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin/users/user-8',
    );
    expect(row).toHaveTextContent('grace@example.com');
    expect(row).toHaveTextContent('Administrator');
    expect(row).toHaveTextContent('Disabled');
    // The mail server refused Grace's address: her job alerts are paused.
    expect(row).toHaveTextContent('Mail refused');
    expect(screen.getByRole('row', { name: /Ada Lovelace/ })).not.toHaveTextContent('Mail refused');
    expect(screen.getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('Job seeker');
    expect(screen.getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('Feb 1, 2026');
    expect(screen.getByText('2 accounts')).toBeInTheDocument();
  });

  it('searches after typing stops, filters by role and status, and pages', async () => {
    const { calls } = renderAdmin('/admin/users', ({ url }) => {
      if (!url.startsWith('/api/admin/users?')) return undefined;
      const params = new URL(url, 'http://x').searchParams;
      if (params.get('status') === 'disabled') return json(answer([GRACE]));
      return json(answer([ADA], 45, Number(params.get('page'))));
    });
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(userCalls(calls)).toEqual(['/api/admin/users?page=1&pageSize=20']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada@');
    await waitFor(() => expect(userCalls(calls).at(-1)).toBe('/api/admin/users?q=ada%40&page=1&pageSize=20'));
    // One call for the phrase, not one per key.
    expect(userCalls(calls)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(userCalls(calls).at(-1)).toBe('/api/admin/users?q=ada%40&page=2&pageSize=20'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Administrators');
    await waitFor(() =>
      expect(userCalls(calls).at(-1)).toBe('/api/admin/users?q=ada%40&role=admin&page=1&pageSize=20'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Disabled');
    expect(await screen.findByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(userCalls(calls).at(-1)).toBe(
      '/api/admin/users?q=ada%40&role=admin&status=disabled&page=1&pageSize=20',
    );
  });

  it('says when no account matches, with a way to clear the filters', async () => {
    renderAdmin('/admin/users?status=disabled', ({ url }) =>
      url.startsWith('/api/admin/users?') ? json(answer(url.includes('status') ? [] : [ADA])) : undefined,
    );
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('shows cards on phones', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderAdmin('/admin/users', ({ url }) =>
      url.startsWith('/api/admin/users?') ? json(answer()) : undefined,
    );
    await screen.findByText('ada@example.com');
    const list = screen.getByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [ada] = within(list).getAllByRole('listitem');
    expect(ada).toHaveTextContent('ada@example.com');
    expect(ada).toHaveTextContent('3 applications');
    expect(within(ada!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/users/user-7',
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCompanies, AdminCompany } from '@skillmatch/shared/schemas/back-office';
import { apiError, json, renderAdmin, type Call } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const company = (overrides: Partial<AdminCompany> = {}): AdminCompany => ({
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'acme-rockets',
  name: 'Acme Rockets',
  website: 'https://acme.example',
  verified: false,
  verifiedBy: null,
  suspended: false,
  members: 3,
  jobs: 12,
  createdAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});
const GLOBEX = company({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Globex Corp',
  verified: true,
  verifiedBy: 'operator',
  suspended: true,
  members: 1,
  jobs: 1,
});

const page = (companies: AdminCompany[], total = companies.length): AdminCompanies => ({
  companies,
  total,
  page: 1,
  pageSize: 20,
});

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.startsWith('/api/admin/companies?')).map((call) => call.url);

describe('companies page', () => {
  it('lists companies with their team, jobs, verified and suspended marks, and searches by name', async () => {
    const { calls } = renderAdmin('/admin/companies', ({ url }) => {
      if (!url.startsWith('/api/admin/companies?')) return undefined;
      return json(url.includes('q=') ? page([]) : page([company(), GLOBEX]));
    });
    expect(screen.getByRole('heading', { name: 'Companies', level: 1 })).toBeInTheDocument();
    // The first render loads the page's pieces: slow on a busy machine.
    const acme = await screen.findByRole('row', { name: /Acme Rockets/ }, { timeout: 5000 });
    expect(acme).toHaveTextContent('3 members');
    expect(acme).toHaveTextContent('12 jobs');
    expect(within(acme).getByRole('button', { name: 'Verify Acme Rockets' })).toBeInTheDocument();
    const globex = screen.getByRole('row', { name: /Globex Corp/ });
    expect(globex).toHaveTextContent('Verified');
    expect(globex).toHaveTextContent('Suspended');
    expect(
      within(globex).getByRole('button', { name: 'Lift the suspension of Globex Corp' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 companies')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'zzz');
    expect(await screen.findByText('No company matches this search.')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toBe('/api/admin/companies?q=zzz&page=1&pageSize=20');
  });

  it('asks before suspending, then suspends and says so', async () => {
    let suspended = false;
    const { calls } = renderAdmin('/admin/companies', ({ method, url }) => {
      if (method === 'POST' && url.endsWith('/suspend')) {
        suspended = true;
        return json(company({ suspended: true }));
      }
      if (url.startsWith('/api/admin/companies?')) return json(page([company({ suspended })]));
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend Acme Rockets' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Acme Rockets?' });
    expect(dialog).toHaveTextContent('Its jobs leave search at once');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend company' }));
    expect(await screen.findByText('Acme Rockets is suspended')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(
      '/api/admin/companies/22222222-2222-4222-8222-222222222222/suspend',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Lift the suspension of Acme Rockets' })).toBeInTheDocument(),
    );
  });

  it('verifies at once, and shows a refusal in words', async () => {
    renderAdmin('/admin/companies', ({ method, url }) => {
      if (method === 'POST' && url.endsWith('/verify')) return apiError(404, 'Company not found.');
      if (url.startsWith('/api/admin/companies?')) return json(page([company()]));
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Acme Rockets' }));
    expect(await screen.findByText('Company not found.')).toBeInTheDocument();
  });

  it('says when the list cannot be read, with a way to try again', async () => {
    renderAdmin('/admin/companies', ({ url }) =>
      url.startsWith('/api/admin/companies?') ? json({ message: 'Down' }, 503) : undefined,
    );
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});

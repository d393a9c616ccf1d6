import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyCompanies } from '@skillmatch/shared/schemas/back-office';
import { COMPANY_ID, json, recruiterSession, renderAdmin } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const GLOBEX_ID = '44444444-4444-4444-8444-444444444444';
const EMPTY_JOBS = { jobs: [], total: 0, page: 1, pageSize: 20 };

const mine = (activeCompanyId: string): MyCompanies => ({
  companies: [
    { id: COMPANY_ID, slug: 'acme', name: 'Acme Rockets', role: 'recruiter' },
    { id: GLOBEX_ID, slug: 'globex', name: 'Globex Corp', role: 'owner' },
  ],
  activeCompanyId,
  operator: false,
});

describe('the company switcher', () => {
  it('names the one company of someone on one team, with their role', async () => {
    renderAdmin('/admin/job-listings', ({ url }) => {
      if (url === '/api/session') return json(recruiterSession('recruiter', 1));
      if (url.startsWith('/api/admin/jobs?')) return json(EMPTY_JOBS);
      return undefined;
    });
    expect(await screen.findByText('Acme Rockets')).toBeInTheDocument();
    expect(screen.getByText(/Recruiter/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
  });

  it('switches between the person’s companies, and every list is read again', async () => {
    let active = COMPANY_ID;
    const { calls } = renderAdmin('/admin/job-listings', ({ method, url, body }) => {
      if (url === '/api/session') return json(recruiterSession('recruiter', 2));
      if (url === '/api/me/companies') return json(mine(active));
      if (method === 'PUT' && url === '/api/me/company') {
        active = (body as { companyId: string }).companyId;
        return json(mine(active));
      }
      if (url.startsWith('/api/admin/jobs?')) return json(EMPTY_JOBS);
      return undefined;
    });
    const select = await screen.findByLabelText('Company');
    await waitFor(() => expect(select).toHaveValue(COMPANY_ID));
    expect(screen.getByRole('option', { name: 'Globex Corp (Owner)' })).toBeInTheDocument();
    const listsBefore = calls.filter((call) => call.url.startsWith('/api/admin/jobs?')).length;

    await userEvent.selectOptions(select, 'Globex Corp (Owner)');
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveValue(GLOBEX_ID));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ companyId: GLOBEX_ID });
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/admin/jobs?')).length).toBeGreaterThan(
        listsBefore,
      ),
    );
  });

  it('shows nothing for the operator, who sees every company', async () => {
    renderAdmin('/admin/job-listings', ({ url }) =>
      url.startsWith('/api/admin/jobs?') ? json(EMPTY_JOBS) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Job Listings', level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
  });
});

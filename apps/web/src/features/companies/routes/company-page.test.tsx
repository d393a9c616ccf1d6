import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyPage } from '@skillmatch/shared/schemas/companies';
import { makeJob } from '../../../test/fixtures';
import { ADMIN_USER, json, renderRoute } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });

// The screen waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 5000 });

// The route module compiled once before the first test, so that test does not spend its wait on it.
beforeAll(async () => {
  await import('./company-page');
});

const ORCHARD: CompanyPage = {
  id: 'c0c0c0c0-0000-4000-8000-000000000001',
  slug: 'orchard-labs',
  name: 'Orchard Labs',
  verified: true,
  website: 'https://orchard.example/',
  about: 'Orchard Labs is a software company based in Austin, TX.\nWe build scheduling tools.',
  sizeBand: '201-500',
  headquarters: 'Austin, TX',
  sector: 'Software',
  logoUrl: '/api/companies/orchard-labs/logo?v=1',
  jobs: [
    makeJob({
      title: 'React Developer',
      company: 'Orchard Labs',
      companySlug: 'orchard-labs',
      companyVerified: true,
    }),
    makeJob({
      title: 'Data Engineer',
      company: 'Orchard Labs',
      companySlug: 'orchard-labs',
      companyVerified: true,
    }),
  ],
  viewerCanEdit: false,
};

const serve = (page: CompanyPage | null) => ({
  api: ({ url }: { url: string }) =>
    url.startsWith('/api/companies/')
      ? page
        ? json(page)
        : json({ statusCode: 404, code: 'NOT_FOUND', message: 'Company not found.' }, 404)
      : undefined,
});

describe('the company page', () => {
  it('shows who the company is, its verified badge, its facts, its About text and its open jobs', async () => {
    renderRoute('/companies/orchard-labs', serve(ORCHARD));
    const heading = await screen.findByRole('heading', { level: 1, name: /Orchard Labs/ });
    expect(within(heading).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Software')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('201-500 people')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'orchard.example (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://orchard.example/',
    );
    const about = screen.getByRole('region', { name: 'About Orchard Labs' });
    expect(within(about).getByText(/We build scheduling tools/)).toBeInTheDocument();
    const jobs = screen.getByRole('region', { name: '2 open jobs' });
    expect(within(jobs).getByRole('link', { name: 'React Developer' })).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'Data Engineer' })).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'Search and filter these jobs' })).toHaveAttribute(
      'href',
      '/jobs?company=orchard-labs',
    );
    expect(screen.queryByRole('link', { name: 'Edit company page' })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Orchard Labs: jobs and company page/);
  });

  it('offers “Edit company page” to those who may edit it', async () => {
    renderRoute('/companies/orchard-labs', {
      user: ADMIN_USER,
      ...serve({ ...ORCHARD, viewerCanEdit: true }),
    });
    expect(await screen.findByRole('link', { name: 'Edit company page' })).toHaveAttribute(
      'href',
      '/admin/company/orchard-labs',
    );
  });

  it('says when the company has no About text and no open jobs', async () => {
    renderRoute('/companies/orchard-labs', serve({ ...ORCHARD, about: '', jobs: [], verified: false }));
    expect(await screen.findByText('Orchard Labs has no open jobs right now.')).toBeInTheDocument();
    expect(screen.getByText('Orchard Labs has not written about itself yet.')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('says “Page not found” for a company that does not exist', async () => {
    renderRoute('/companies/nobody', serve(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('offers to try again when the page could not be loaded', async () => {
    renderRoute('/companies/orchard-labs', {
      api: ({ url }) =>
        url.startsWith('/api/companies/') ? json({ message: 'Service unavailable' }, 503) : undefined,
    });
    expect(
      await screen.findByRole('heading', { name: 'This company could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

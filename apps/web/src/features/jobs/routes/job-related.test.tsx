import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RelatedJobs } from '@skillmatch/shared/schemas/related-jobs';
import { makeJob } from '../../../test/fixtures';
import { json, renderRoute, SEEKER, type ApiHandler } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });

// The screen waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 5000 });

const JOB = makeJob({
  title: 'React Developer',
  company: 'Orchard Labs',
  companySlug: 'orchard-labs',
  companyVerified: true,
  location: 'Austin, TX',
});
const RELATED: RelatedJobs = {
  employer: {
    name: 'Orchard Labs',
    slug: 'orchard-labs',
    verified: true,
    logoUrl: null,
    sector: 'Software',
    about: 'Orchard Labs is a software company based in Austin, TX with about 300 people.',
    openJobs: 3,
  },
  similar: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000901',
      title: 'Frontend Engineer',
      company: 'Sorrel Bank',
      companySlug: 'sorrel-bank',
      location: 'Denver, CO',
      type: 'Contract',
      remote: true,
      salaryMin: 90_000,
      salaryMax: 110_000,
      currency: 'USD',
      postedDate: '2026-11-20',
      sharedSkills: ['React', 'TypeScript'],
    },
  ],
};

const serve =
  (related: () => Response): ApiHandler =>
  ({ url }) => {
    if (url === `/api/jobs/${JOB.id}`) return json(JOB);
    if (url === `/api/jobs/${JOB.id}/related`) return related();
    return undefined;
  };

describe('the job page’s employer and similar jobs', () => {
  it('says who the employer is, links its page and other open jobs, and lists similar jobs with the skills in common', async () => {
    renderRoute(`/jobs/${JOB.id}`, { api: serve(() => json(RELATED)) });
    const about = await screen.findByRole('region', { name: 'About the employer' });
    expect(await within(about).findByText(/software company based in Austin/)).toBeInTheDocument();
    expect(within(about).getByText('Software · Austin, TX')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'Orchard Labs' })).toHaveAttribute(
      'href',
      '/companies/orchard-labs',
    );
    expect(within(about).getByRole('img', { name: 'Verified employer' })).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: '3 other open jobs at Orchard Labs' })).toHaveAttribute(
      'href',
      '/jobs?company=orchard-labs',
    );
    // The job's own heading names the employer and leads to its page too.
    const header = screen.getByRole('heading', { level: 1, name: 'React Developer' }).parentElement!;
    expect(within(header).getByRole('link', { name: 'Orchard Labs' })).toHaveAttribute(
      'href',
      '/companies/orchard-labs',
    );
    const similar = screen.getByRole('region', { name: 'Similar jobs' });
    const card = within(similar).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/jobs/a1b2c3d4-0000-4000-8000-000000000901',
    );
    expect(within(card).getByText('Sorrel Bank')).toBeInTheDocument();
    expect(within(card).getByText('React, TypeScript')).toBeInTheDocument();
    expect(within(card).getByText('$90,000 – $110,000/year')).toBeInTheDocument();
  });

  it('lets a signed-in seeker save the job while its similar jobs are on screen', async () => {
    const api: ApiHandler = (call) =>
      call.method === 'PUT' && call.url === `/api/saved-jobs/${JOB.id}`
        ? json({ saved: true })
        : serve(() => json(RELATED))(call);
    renderRoute(`/jobs/${JOB.id}`, { user: SEEKER, api });
    await screen.findByRole('region', { name: 'Similar jobs' });
    await userEvent.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Similar jobs' })).toBeInTheDocument();
  });

  it('says when there is nothing else at the employer and nothing similar', async () => {
    const alone = { employer: { ...RELATED.employer, about: null, sector: null, openJobs: 0 }, similar: [] };
    renderRoute(`/jobs/${JOB.id}`, { api: serve(() => json(alone)) });
    expect(await screen.findByText('No other open jobs at Orchard Labs.')).toBeInTheDocument();
    expect(screen.getByText('No similar open jobs right now.')).toBeInTheDocument();
  });

  it('offers to try again when the sections could not be loaded, and shows them once they load', async () => {
    let fails = true;
    renderRoute(`/jobs/${JOB.id}`, {
      api: serve(() => (fails ? json({ message: 'Service unavailable' }, 503) : json(RELATED))),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/could not load the employer and similar jobs/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Similar jobs' })).not.toBeInTheDocument();
    fails = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Similar jobs' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Candidates } from '@skillmatch/shared/schemas/matching';
import { makeJob } from '../../../test/fixtures';
import { JOB_ID, makeApplicant, makeReasons } from '../testing/pipeline-fixtures';
import { apiError, json, renderAdmin, type Handler } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const path = `/admin/jobs/${JOB_ID}/applicants`;
const long = 'I have shipped design systems for a decade. '.repeat(12);
const candidates: Candidates = {
  applicants: [
    makeApplicant(1, 'Bob Moore', 55, { appliedAt: '2026-03-09T09:00:00.000Z' }),
    makeApplicant(2, 'Ada Lovelace', 91, {
      status: 'Interview',
      motivation: long,
      resume: { fileName: 'ada.pdf', size: 120_000 },
      reasons: makeReasons(['React', 'TypeScript'], ['AWS']),
    }),
    makeApplicant(3, 'Grace Hopper', 78, {
      person: { id: 'g', name: 'Grace Hopper', email: 'grace@example.com', disabled: true },
    }),
  ],
  others: [
    {
      person: { id: 'l', name: 'Linus Pauling', email: 'linus@example.com', disabled: false },
      profile: { headline: null, location: null, skills: ['React'] },
      score: 70,
      reasons: makeReasons(['React']),
    },
  ],
  othersTotal: 12,
};

function server(answer: Candidates | (() => Response) = candidates): Handler {
  return ({ method, url }) => {
    if (url === `/api/jobs/${JOB_ID}`) return json(makeJob({ id: JOB_ID }));
    if (url === `/api/jobs/${JOB_ID}/candidates`)
      return typeof answer === 'function' ? answer() : json(answer);
    if (method === 'PATCH') return json({});
    return undefined;
  };
}

const names = () => screen.getAllByTestId('applicant-card').map((card) => card.getAttribute('aria-label'));

describe('job applicants page', () => {
  it('ranks the applicants by match, with their reasons, profile, motivation and resume', async () => {
    renderAdmin(path, server());
    expect(
      await screen.findByRole('heading', { name: 'Applicants for Frontend Engineer', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pipeline for this job' })).toHaveAttribute(
      'href',
      `/admin/applications?jobId=${JOB_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/jobs/${JOB_ID}/edit`);
    expect(names()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Bob Moore']);

    const ada = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(ada).toHaveTextContent('#1');
    expect(ada).toHaveTextContent('91% match');
    expect(within(ada).getByRole('list', { name: 'Skills they have' })).toHaveTextContent('ReactTypeScript');
    expect(within(ada).getByRole('list', { name: 'Missing skills' })).toHaveTextContent('AWS');
    // By the account's id: no email address in a URL.
    expect(within(ada).getByRole('link', { name: /Download resume/ })).toHaveAttribute(
      'href',
      '/api/admin/users/00000000-0000-4000-8000-000000000102/resume',
    );
    await userEvent.click(within(ada).getByRole('button', { name: 'Show more' }));
    expect(within(ada).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('article', { name: 'Grace Hopper' })).getByText('Disabled account'),
    ).toBeInTheDocument();

    const others = screen.getByRole('region', { name: 'People who have not applied but match' });
    expect(others).toHaveTextContent('The best 1 of 12 people who match.');
    expect(within(others).getByRole('listitem', { name: 'Linus Pauling' })).toHaveTextContent('70% match');
  });

  it('filters by status with counts, and sorts by date', async () => {
    renderAdmin(path, server());
    const filters = await screen.findByRole('group', { name: 'Filter by status' });
    expect(within(filters).getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filters).getByRole('button', { name: 'Interview (1)' }));
    expect(names()).toEqual(['Ada Lovelace']);
    await userEvent.click(within(filters).getByRole('button', { name: 'Offer (0)' }));
    expect(screen.getByText('No applicant is Offer right now.')).toBeInTheDocument();
    await userEvent.click(within(filters).getByRole('button', { name: 'All (3)' }));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    expect(names()).toEqual(['Bob Moore', 'Ada Lovelace', 'Grace Hopper']);
  });

  it('moves an applicant with the pipeline’s dialog', async () => {
    const { calls } = renderAdmin(path, server());
    await userEvent.click(await screen.findByRole('button', { name: 'Move Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Ada Lovelace to Offer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Moved to Offer')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'Offer' });
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/candidates')).length).toBe(2));
  });

  it('says when no one has applied yet', async () => {
    renderAdmin(path, server({ applicants: [], others: [], othersTotal: 0 }));
    expect(await screen.findByRole('heading', { name: 'No one has applied yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and share the job' })).toHaveAttribute(
      'href',
      `/jobs/${JOB_ID}`,
    );
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    renderAdmin(
      path,
      server(() => (fail ? apiError(500, 'Server error') : json(candidates))),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the applicants.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});

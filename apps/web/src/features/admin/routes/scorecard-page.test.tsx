import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveScorecard } from '@skillmatch/shared/schemas/scorecards';
import { json, renderRoute } from '../../../test/render';
import {
  APPLICATION_ID,
  DETAIL,
  IVAN,
  NO_SCORECARDS,
  backOffice,
  makeScorecard,
} from '../testing/interview-fixtures';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

const PAGE = `/admin/applications/${APPLICATION_ID}/interviews/i-1/scorecard`;

function server(saved: SaveScorecard[]) {
  return ({ method, url, body }: { method: string; url: string; body: unknown }) => {
    if (url === `/api/admin/applications/${APPLICATION_ID}`) return json(DETAIL);
    if (url === `/api/interviews/scorecards?applicationId=${APPLICATION_ID}`)
      return json(
        saved.some((card) => card.submit)
          ? {
              ...NO_SCORECARDS,
              scorecards: [makeScorecard({ recommendation: 'yes', submittedAt: '2099-04-01T10:00:00Z' })],
            }
          : { ...NO_SCORECARDS, hidden: true },
      );
    if (url !== '/api/interviews/i-1/scorecard') return undefined;
    if (method === 'GET') return json(makeScorecard({ ratings: [{ item: 'TypeScript', rating: 'no' }] }));
    const card = body as SaveScorecard;
    saved.push(card);
    return json(
      makeScorecard({
        ...card,
        notes: card.notes ?? null,
        recommendation: card.recommendation ?? null,
        submittedAt: card.submit ? '2099-04-01T10:00:00Z' : null,
      }),
    );
  };
}

describe('the interviewer’s scorecard', () => {
  it('rates the job’s skills first, then the team’s attributes, and needs a recommendation to submit', async () => {
    const saved: SaveScorecard[] = [];
    renderRoute(PAGE, { user: IVAN, backOffice: backOffice('interviewer'), api: server(saved) });
    expect(await screen.findByRole('heading', { name: 'Scorecard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Sam Seeker · Frontend Engineer')).toBeInTheDocument();
    const questions = await screen.findAllByRole('group');
    expect(questions.map((group) => group.querySelector('legend')?.firstChild?.textContent)).toEqual([
      'React',
      'TypeScript',
      'Communication',
      'Overall recommendation',
    ]);
    // Four answers, no neutral middle; the saved draft is shown.
    expect(
      within(questions[0]!)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['strong-no', 'no', 'yes', 'strong-yes']);
    expect(within(questions[1]!).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByText(/the others’ scorecards show once you submit your own/)).toBeInTheDocument();

    await userEvent.click(within(questions[0]!).getByRole('radio', { name: 'Strong yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(questions[3]).toHaveAccessibleDescription(
      'Give your overall recommendation to submit the scorecard',
    );
    expect(saved).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Notes'), 'Clear on hooks.');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ submit: false, recommendation: null });

    await userEvent.click(within(questions[3]!).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findByText(/your scorecard is in and can no longer be changed/)).toBeInTheDocument();
    expect(saved[1]).toEqual({
      ratings: [
        { item: 'TypeScript', rating: 'no' },
        { item: 'React', rating: 'strong-yes' },
      ],
      notes: 'Clear on hooks.',
      recommendation: 'yes',
      submit: true,
    });
    expect(screen.queryByRole('button', { name: 'Submit scorecard' })).not.toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await waitFor(() =>
      expect(
        screen.queryByText(/the others’ scorecards show once you submit your own/),
      ).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('list', { name: 'Scorecards' })).toBeInTheDocument();
  });

  it('says so when the interview is not one of the viewer’s', async () => {
    renderRoute(PAGE, {
      user: IVAN,
      backOffice: backOffice('interviewer'),
      api: ({ url }) =>
        url === '/api/interviews/i-1/scorecard'
          ? json({ statusCode: 404, code: 'NOT_FOUND', message: 'Interview not found' }, 404)
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Scorecard not found', level: 1 })).toBeInTheDocument();
  });
});

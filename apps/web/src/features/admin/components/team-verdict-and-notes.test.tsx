import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderRoute } from '../../../test/render';
import {
  APPLICATION_ID,
  IVAN,
  NO_SCORECARDS,
  RITA,
  backOffice,
  makeInterview,
  makeScorecard,
  pipelineAt,
  teamServer,
} from '../testing/interview-fixtures';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

const openPanel = async () => screen.findByRole('dialog', { name: 'Application from Sam Seeker' });

describe('the team’s verdict beside the match score', () => {
  it('shows who said what once scorecards are in', async () => {
    renderRoute(pipelineAt, {
      user: RITA,
      backOffice: backOffice('recruiter'),
      api: teamServer({
        summary: {
          hidden: false,
          recommendations: { 'strong-no': 0, no: 1, yes: 0, 'strong-yes': 1 },
          scorecards: [
            makeScorecard({
              recommendation: 'strong-yes',
              notes: 'Explained hooks clearly.',
              ratings: [{ item: 'React', rating: 'strong-yes' }],
              submittedAt: '2099-04-01T10:00:00.000Z',
            }),
            makeScorecard({
              author: { id: 'u-olga', name: 'Olga Outsider' },
              recommendation: 'no',
              submittedAt: '2099-04-01T11:00:00.000Z',
            }),
          ],
        },
      }),
    });
    const verdict = await within(await openPanel()).findByRole('region', { name: 'Team’s verdict' });
    expect(await within(verdict).findByText('1 no · 1 strong yes')).toBeInTheDocument();
    const cards = within(verdict).getAllByRole('listitem');
    expect(within(cards[0]!).getByText(IVAN.name)).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Recommendation: Strong yes');
    expect(within(cards[0]!).getByText('Explained hooks clearly.')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Olga Outsider')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Recommendation: No');
  });

  it('tells an interviewer why the others’ scorecards are hidden', async () => {
    renderRoute(pipelineAt, {
      user: IVAN,
      backOffice: backOffice('interviewer'),
      api: teamServer({ interviews: [makeInterview()], summary: { ...NO_SCORECARDS, hidden: true } }),
    });
    const verdict = await within(await openPanel()).findByRole('region', { name: 'Team’s verdict' });
    expect(
      await within(verdict).findByText(/the others’ scorecards show once you submit your own/),
    ).toBeInTheDocument();
    expect(within(verdict).queryByText('No scorecard submitted yet.')).not.toBeInTheDocument();
  });
});

describe('the team’s notes', () => {
  it('suggests the people who can read the application on "@", and sends whom the note mentions', async () => {
    const { calls } = renderRoute(pipelineAt, {
      user: RITA,
      backOffice: backOffice('recruiter'),
      api: teamServer({
        other: ({ method, url, body }) =>
          method === 'POST' && url === `/api/applications/${APPLICATION_ID}/notes`
            ? json(
                {
                  id: 'n-1',
                  author: RITA.name,
                  body: (body as { body: string }).body,
                  mentions: [{ id: IVAN.id, name: IVAN.name }],
                  createdAt: new Date().toISOString(),
                },
                201,
              )
            : undefined,
      }),
    });
    const notes = await within(await openPanel()).findByRole('region', { name: 'Team notes' });
    expect(await within(notes).findByText('No note yet.')).toBeInTheDocument();
    const field = within(notes).getByRole('textbox', { name: 'New note' });
    await userEvent.type(field, 'Ask @');
    // Olga is on the team but not this job's interviewer; Rita does not mention herself.
    expect(
      within(notes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([IVAN.name]);
    await userEvent.type(field, 'iv');
    expect(within(notes).getByRole('listbox', { name: 'Team members' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(field, 'about the tests');
    expect(field).toHaveValue('Ask @Ivan Interviewer about the tests');
    await userEvent.click(within(notes).getByRole('button', { name: 'Add note' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      body: 'Ask @Ivan Interviewer about the tests',
      mentions: [IVAN.id],
    });
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('asks for the note’s text before sending it', async () => {
    const { calls } = renderRoute(pipelineAt, {
      user: RITA,
      backOffice: backOffice('recruiter'),
      api: teamServer({}),
    });
    const notes = await within(await openPanel()).findByRole('region', { name: 'Team notes' });
    await userEvent.click(await within(notes).findByRole('button', { name: 'Add note' }));
    expect(within(notes).getByRole('textbox', { name: 'New note' })).toHaveAccessibleDescription(
      /Write the note/,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

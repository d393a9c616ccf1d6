import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderRoute } from '../../../test/render';
import {
  APPLICATION_ID,
  IVAN,
  RITA,
  backOffice,
  makeInterview,
  pipelineAt,
  teamServer,
} from '../testing/interview-fixtures';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

const openPanel = async () => screen.findByRole('dialog', { name: 'Application from Sam Seeker' });

describe('an application’s interviews, for the hiring team', () => {
  it('lets a recruiter schedule one, showing the server’s refusal on its field', async () => {
    let posts = 0;
    const { calls } = renderRoute(pipelineAt, {
      user: RITA,
      backOffice: backOffice('recruiter'),
      api: teamServer({
        other: ({ method, url }) => {
          if (method !== 'POST' || url !== `/api/applications/${APPLICATION_ID}/interviews`) return undefined;
          posts += 1;
          return posts === 1
            ? json(
                {
                  statusCode: 400,
                  code: 'VALIDATION',
                  message: 'The interview must start in the future',
                  fields: { startsAt: 'The interview must start in the future' },
                },
                400,
              )
            : json({ id: 'i-9' }, 201);
        },
      }),
    });
    const panel = await openPanel();
    expect(await within(panel).findByText('No interview yet.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Schedule an interview' }));

    await userEvent.click(within(panel).getByRole('button', { name: 'Schedule and invite' }));
    expect(within(panel).getByLabelText('Date')).toHaveAccessibleDescription('Choose the day');
    expect(within(panel).getByText('Choose at least one interviewer')).toBeInTheDocument();
    expect(posts).toBe(0);

    await userEvent.type(within(panel).getByLabelText('Date'), '2099-04-01');
    await userEvent.type(within(panel).getByLabelText('Start time'), '10:00');
    await userEvent.selectOptions(within(panel).getByLabelText('Duration'), '60');
    await userEvent.selectOptions(within(panel).getByLabelText(/Time zone/), 'Europe/Paris');
    // Only the company's team is offered.
    expect(
      within(panel)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([IVAN.email, 'olga@acme.test', RITA.email]);
    await userEvent.click(within(panel).getByRole('checkbox', { name: IVAN.name }));
    await userEvent.type(within(panel).getByLabelText('Place or video link'), 'https://meet.example.com/sam');
    await userEvent.click(within(panel).getByRole('button', { name: 'Schedule and invite' }));

    await waitFor(() =>
      expect(within(panel).getByLabelText('Date')).toHaveAccessibleDescription(
        'The interview must start in the future',
      ),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Schedule and invite' }));
    expect(
      await screen.findByText('Interview scheduled: the invitations are on their way'),
    ).toBeInTheDocument();
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({
      startsAt: '2099-04-01T10:00',
      durationMinutes: 60,
      timeZone: 'Europe/Paris',
      interviewerEmails: [IVAN.email],
      location: 'https://meet.example.com/sam',
      message: null,
    });
  });

  it('lists each interview with its state, and cancels one after asking', async () => {
    const { calls } = renderRoute(pipelineAt, {
      user: RITA,
      backOffice: backOffice('owner'),
      api: teamServer({
        interviews: [
          makeInterview({
            id: 'i-past',
            startsAt: '2020-01-02T09:00:00.000Z',
            endsAt: '2020-01-02T09:45:00.000Z',
          }),
          makeInterview({ id: 'i-off', status: 'cancelled', startsAt: '2099-03-01T08:00:00.000Z' }),
          makeInterview(),
        ],
        other: ({ method, url }) =>
          method === 'DELETE' && url === '/api/interviews/i-1'
            ? json(makeInterview({ status: 'cancelled' }))
            : undefined,
      }),
    });
    const panel = await openPanel();
    const list = await within(panel).findByRole('list', { name: 'Interviews' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^(Done|Cancelled|Scheduled)$/).textContent)).toEqual([
      'Done',
      'Cancelled',
      'Scheduled',
    ]);
    expect(within(rows[2]!).getByText('Wed, Apr 1, 2099, 10:00 (Europe/Paris)')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();

    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Cancel interview' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel this interview?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel interview' }));
    expect(await screen.findByText('Interview cancelled')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/interviews/i-1')).toBe(true);
  });

  it('prefills a reschedule with the interview’s own time where it was set', async () => {
    const { calls } = renderRoute(pipelineAt, {
      user: RITA,
      backOffice: backOffice('recruiter'),
      api: teamServer({
        interviews: [makeInterview()],
        other: ({ method }) => (method === 'PATCH' ? json(makeInterview({ sequence: 1 })) : undefined),
      }),
    });
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Reschedule' }));
    expect(within(panel).getByLabelText('Date')).toHaveValue('2099-04-01');
    expect(within(panel).getByLabelText('Start time')).toHaveValue('10:00');
    expect(within(panel).getByRole('checkbox', { name: IVAN.name })).toBeChecked();
    await userEvent.clear(within(panel).getByLabelText('Start time'));
    await userEvent.type(within(panel).getByLabelText('Start time'), '14:30');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reschedule and notify' }));
    expect(await screen.findByText('Interview rescheduled: everyone gets the update')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/interviews/i-1');
    expect(patch?.body).toMatchObject({ startsAt: '2099-04-01T14:30', timeZone: 'Europe/Paris' });
  });

  it('gives an interviewer their scorecard, and no scheduling', async () => {
    renderRoute(pipelineAt, {
      user: IVAN,
      backOffice: backOffice('interviewer'),
      api: teamServer({ interviews: [makeInterview()] }),
    });
    const panel = await openPanel();
    expect(await within(panel).findByRole('link', { name: 'Your scorecard' })).toHaveAttribute(
      'href',
      `/admin/applications/${APPLICATION_ID}/interviews/i-1/scorecard`,
    );
    expect(within(panel).queryByRole('button', { name: 'Schedule an interview' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });
});

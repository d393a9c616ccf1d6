import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeApplication, makeUserRecord, makeJob } from '../../../test/fixtures';
import { json, renderRoute, SEEKER } from '../../../test/render';
import type { Interview } from '@skillmatch/shared/schemas/interviews';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

const makeInterview = (overrides: Partial<Interview>): Interview => ({
  id: 'i-1',
  applicationId: 'a-1',
  startsAt: '2099-04-01T08:00:00.000Z',
  endsAt: '2099-04-01T08:45:00.000Z',
  durationMinutes: 45,
  timeZone: 'Europe/Paris',
  location: null,
  message: null,
  status: 'scheduled',
  sequence: 0,
  interviewers: [{ name: 'Ivan Interviewer', email: 'ivan@acme.test' }],
  calendarUrl: '/api/interviews/i-1/calendar',
  ...overrides,
});

const interviewing = {
  ...makeApplication(makeJob({ title: 'Data Engineer', company: 'Acme' }), 'Interview'),
  applicationId: 'a-1',
  timeline: [
    { stage: 'Applied', date: '2099-03-01T10:00:00.000Z' },
    { stage: 'Interview scheduled', date: '2099-03-02T10:00:00.000Z' },
  ],
};
const waiting = { ...makeApplication(makeJob({ title: 'Designer' }), 'Applied'), applicationId: 'a-2' };

function renderHome() {
  return renderRoute('/', {
    user: SEEKER,
    api: ({ url }) => {
      if (url === '/api/me')
        return json({ ...makeUserRecord(SEEKER.email, ['React']), applications: [interviewing, waiting] });
      if (url === '/api/applications/a-1/interviews')
        return json([
          makeInterview({
            id: 'i-old',
            applicationId: 'a-1',
            startsAt: '2020-01-01T09:00:00Z',
            endsAt: '2020-01-01T10:00:00Z',
          }),
          makeInterview({ id: 'i-off', applicationId: 'a-1', status: 'cancelled' }),
          makeInterview({ id: 'i-2', applicationId: 'a-1', calendarUrl: '/api/interviews/i-2/calendar' }),
        ]);
      return undefined;
    },
  });
}

describe('the candidate’s upcoming interviews on their home', () => {
  it('shows the interviews to come with their calendar file, asking only the applications that have one', async () => {
    const { calls } = renderHome();
    const card = await screen.findByRole('region', { name: 'Your upcoming interviews' });
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('Data Engineer · Acme')).toBeInTheDocument();
    expect(
      within(items[0]!).getByText('Wed, Apr 1, 2099, 10:00 (Europe/Paris) · 45 minutes'),
    ).toBeInTheDocument();
    const download = within(items[0]!).getByRole('link', { name: 'Add to calendar: Data Engineer' });
    expect(download).toHaveAttribute('href', '/api/interviews/i-2/calendar');
    expect(download).toHaveAttribute('download', 'interview.ics');
    expect(calls.some((call) => call.url === '/api/applications/a-2/interviews')).toBe(false);
  });
});

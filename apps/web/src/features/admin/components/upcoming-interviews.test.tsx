import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UpcomingInterview } from '@skillmatch/shared/schemas/interviews';
import { json, recruiterSession, renderAdmin } from '../testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

const UPCOMING: UpcomingInterview = {
  id: 'i-1',
  applicationId: 'a-1',
  startsAt: '2030-04-01T08:00:00.000Z',
  endsAt: '2030-04-01T08:45:00.000Z',
  durationMinutes: 45,
  timeZone: 'Europe/Paris',
  location: null,
  message: null,
  status: 'scheduled',
  sequence: 0,
  interviewers: [{ name: 'Rita Recruiter', email: 'rita@example.com' }],
  calendarUrl: '/api/interviews/i-1/calendar',
  candidate: 'Sam Seeker',
  job: 'Data Engineer',
};

describe('upcoming interviews', () => {
  it('lists the interviewer’s own interviews on My Interviews, each leading to its applicant and scorecard', async () => {
    renderAdmin('/admin/job-listings', ({ url }) => {
      if (url === '/api/session') return json(recruiterSession('interviewer'));
      if (url === '/api/interviews/upcoming') return json([UPCOMING]);
      return undefined;
    });
    const card = await screen.findByRole('region', { name: 'Your upcoming interviews' });
    expect(within(card).getByRole('link', { name: 'Sam Seeker · Data Engineer' })).toHaveAttribute(
      'href',
      '/admin/applications?application=a-1',
    );
    expect(within(card).getByText('Mon, Apr 1, 2030, 10:00 (Europe/Paris) · 45 minutes')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Scorecard for Sam Seeker' })).toHaveAttribute(
      'href',
      '/admin/applications/a-1/interviews/i-1/scorecard',
    );
  });

  it('is not asked for by the operator, who holds no interviews', async () => {
    const { calls } = renderAdmin('/dashboard');
    await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 });
    expect(calls.some((call) => call.url === '/api/interviews/upcoming')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Your upcoming interviews' })).not.toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Interview } from '@skillmatch/shared/schemas/interviews';
import { ApplicationInterviews } from './application-interviews';

const interview = (overrides: Partial<Interview>): Interview => ({
  id: 'i-1',
  applicationId: 'a-1',
  startsAt: '2030-04-01T08:00:00.000Z',
  endsAt: '2030-04-01T08:45:00.000Z',
  durationMinutes: 45,
  timeZone: 'Europe/Paris',
  location: 'Video call: https://meet.example.com/abc',
  message: null,
  status: 'scheduled',
  sequence: 0,
  interviewers: [{ name: 'Ivan Interviewer', email: 'ivan@example.com' }],
  calendarUrl: '/api/interviews/i-1/calendar',
  ...overrides,
});

function renderList(hasInterviews: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ApplicationInterviews applicationId="a-1" job="Platform Engineer" hasInterviews={hasInterviews} />
    </QueryClientProvider>,
  );
}

describe('ApplicationInterviews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each interview at its own zone’s time, with its calendar file while it stands', async () => {
    const answer = [
      interview({}),
      interview({ id: 'i-2', status: 'cancelled', calendarUrl: '/api/interviews/i-2/calendar' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderList(true);
    const region = await screen.findByRole('region', { name: 'Interviews for Platform Engineer' });
    const links = within(region).getAllByRole('link', { name: 'Add to calendar' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/api/interviews/i-1/calendar']);
    expect(screen.getAllByText('Mon, Apr 1, 2030, 10:00 (Europe/Paris)')).toHaveLength(2);
    expect(screen.getByText(/Cancelled/)).toBeInTheDocument();
    expect(screen.getByText('Video call: https://meet.example.com/abc')).toBeInTheDocument();
  });

  it('asks for nothing when the timeline has no interview', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderList(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /^Interviews/ })).not.toBeInTheDocument();
  });
});

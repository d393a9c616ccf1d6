import { describe, expect, it } from 'vitest';
import {
  categoryFinding,
  funnelFinding,
  medianResponse,
  mondayOf,
  weekName,
  weeklyFinding,
} from './dashboard-findings';
import { fullDateTime, timeAgo } from './time-ago';

const NOW = new Date('2026-03-05T12:00:00Z'); // a Thursday

describe('dashboard findings', () => {
  it('name weeks by their Monday (UTC)', () => {
    expect(mondayOf(NOW)).toBe('2026-03-02');
    expect(mondayOf(new Date('2026-03-08T23:00:00Z'))).toBe('2026-03-02');
    expect(weekName('2026-03-02', NOW)).toBe('this week');
    expect(weekName('2026-02-23', NOW)).toBe('last week');
    expect(weekName('2026-02-16', NOW)).toBe('the week of Feb 16, 2026');
  });

  it('state the latest week and the trend', () => {
    const weeks = [
      { weekStart: '2026-02-23', count: 8 },
      { weekStart: '2026-03-02', count: 12 },
    ];
    expect(weeklyFinding(weeks, NOW)).toBe('12 applications this week, up from 8');
    expect(weeklyFinding([{ weekStart: '2026-02-23', count: 1 }], NOW)).toBe('1 application last week');
    expect(weeklyFinding([], NOW)).toBe('No applications yet');
  });

  it('state the funnel and the leading category', () => {
    expect(
      funnelFinding([
        { status: 'Applied', count: 30 },
        { status: 'Offer', count: 2 },
      ]),
    ).toBe('30 of 32 applications await a first response');
    expect(funnelFinding([{ status: 'Applied', count: 0 }])).toBe('No applications yet');
    expect(
      categoryFinding([
        { category: 'Finance', count: 3 },
        { category: 'Technology', count: 9 },
      ]),
    ).toBe('Technology has the most active jobs: 9 of 12');
    expect(categoryFinding([])).toBe('No active jobs yet');
  });

  it('write the median response time', () => {
    expect(medianResponse(2.46)).toBe('2.5 days');
    expect(medianResponse(1)).toBe('1 day');
    expect(medianResponse(null)).toBe('No responses yet');
  });

  it('write times relative to now, with the full date beside', () => {
    expect(timeAgo('2026-03-05T11:59:30Z', NOW)).toBe('just now');
    expect(timeAgo('2026-03-05T11:55:00Z', NOW)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-04T12:00:00Z', NOW)).toBe('yesterday');
    expect(timeAgo('2026-02-19T12:00:00Z', NOW)).toBe('2 weeks ago');
    expect(fullDateTime('2026-03-05T11:55:00Z')).toMatch(/^Mar 5, 2026/);
  });
});

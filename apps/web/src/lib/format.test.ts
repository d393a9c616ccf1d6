import { describe, expect, it } from 'vitest';
import { formatDate, formatSalary, initials, postedAgo, timeAgo } from './format';

describe('formatting', () => {
  it('shows salaries per year, as a range when there is one, N/A when there is none', () => {
    expect(formatSalary(120_000, null)).toBe('$120,000/year');
    expect(formatSalary(null, 150_000)).toBe('$150,000/year');
    expect(formatSalary(120_000, 150_000)).toBe('$120,000 – $150,000/year');
    expect(formatSalary(90_000, 90_000)).toBe('$90,000/year');
    expect(formatSalary(null, null)).toBe('N/A');
    expect(formatSalary(50_000, 60_000, 'EUR')).toBe('€50,000 – €60,000/year');
  });

  it('shows calendar dates without shifting them across time zones', () => {
    expect(formatDate('2026-11-20')).toBe('Nov 20, 2026');
  });

  it('says how long ago a job was posted', () => {
    const now = new Date(2026, 10, 22, 12);
    expect(postedAgo('2026-11-22', now)).toBe('Posted today');
    expect(postedAgo('2026-11-21', now)).toBe('Posted yesterday');
    expect(postedAgo('2026-11-12', now)).toBe('Posted 10 days ago');
    expect(postedAgo('2026-08-01', now)).toBe('Posted Aug 1, 2026');
  });

  it('says how long ago a notification came, in words', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    expect(timeAgo('2026-11-22T11:59:40.000Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:55:00.000Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-22T11:00:00.000Z', now)).toBe('1 hour ago');
    expect(timeAgo('2026-11-22T07:00:00.000Z', now)).toBe('5 hours ago');
    expect(timeAgo('2026-11-21T09:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-18T12:00:00.000Z', now)).toBe('4 days ago');
    expect(timeAgo('2026-11-01T12:00:00.000Z', now)).toBe('Nov 1, 2026');
  });

  it('makes the same avatar initials for a name everywhere: first and last word, whole characters', () => {
    expect(initials('Mary Ann Jackson')).toBe('MJ');
    expect(initials('  ada  ')).toBe('A');
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('😀 Smile')).toBe('😀S');
    expect(initials('   ')).toBe('?');
  });
});

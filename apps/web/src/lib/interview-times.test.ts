import { describe, expect, it } from 'vitest';
import { isAhead, timeZoneChoices, wallClock } from './interview-times';

describe('interview times', () => {
  it('reads an instant as the clocks of its time zone show it, across a daylight-saving change', () => {
    expect(wallClock('2030-03-30T09:00:00.000Z', 'Europe/Paris')).toEqual({
      date: '2030-03-30',
      time: '10:00',
    });
    expect(wallClock('2030-04-01T08:00:00.000Z', 'Europe/Paris')).toEqual({
      date: '2030-04-01',
      time: '10:00',
    });
    expect(wallClock('2030-01-01T03:30:00.000Z', 'America/New_York')).toEqual({
      date: '2029-12-31',
      time: '22:30',
    });
  });

  it('offers the interview’s own zone even when the list lacks it', () => {
    const zones = timeZoneChoices('Etc/GMT+3');
    expect(zones).toContain('Etc/GMT+3');
    expect(zones).toContain('Europe/Paris');
    expect(zones).toContain('UTC');
  });

  it('counts an interview as ahead until it ends, and a cancelled one never', () => {
    const now = Date.parse('2030-04-01T08:30:00Z');
    expect(isAhead({ endsAt: '2030-04-01T08:45:00Z', status: 'scheduled' }, now)).toBe(true);
    expect(isAhead({ endsAt: '2030-04-01T08:15:00Z', status: 'scheduled' }, now)).toBe(false);
    expect(isAhead({ endsAt: '2030-04-01T08:45:00Z', status: 'cancelled' }, now)).toBe(false);
  });
});

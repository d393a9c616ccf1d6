import { describe, expect, it } from 'vitest';
import { latestHour } from './local-time';

describe('latestHour', () => {
  it.each([
    ['2026-11-27T09:00:00Z', 'UTC', '2026-11-27T08:00:00.000Z'],
    ['2026-11-27T07:59:00Z', 'UTC', '2026-11-26T08:00:00.000Z'],
    ['2026-11-27T23:30:00Z', 'Asia/Tokyo', '2026-11-27T23:00:00.000Z'],
    ['2026-11-27T22:30:00Z', 'Asia/Tokyo', '2026-11-26T23:00:00.000Z'],
    ['2026-07-01T07:30:00Z', 'Europe/Lisbon', '2026-07-01T07:00:00.000Z'],
    ['2026-03-29T09:00:00Z', 'Europe/Lisbon', '2026-03-29T07:00:00.000Z'],
    ['2026-11-27T03:00:00Z', 'Asia/Kolkata', '2026-11-27T02:30:00.000Z'],
    ['2026-11-27T14:00:00Z', 'America/New_York', '2026-11-27T13:00:00.000Z'],
  ])('at %s in %s is %s', (now, zone, slot) => {
    expect(latestHour(new Date(now), zone).toISOString()).toBe(slot);
  });
});

import { describe, expect, it } from 'vitest';
import { DASHBOARD_MATCH_TIERS, MATCH_TIERS, matchTier } from './match-tiers';

describe('match badge steps', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
    [0, 'red'],
  ])('list and recommendation cards: %i is %s', (score, tone) => {
    expect(matchTier(score).tone).toBe(tone);
  });

  it.each([
    [95, 'deep-green'],
    [90, 'deep-green'],
    [89, 'green'],
    [80, 'green'],
    [79, 'lime'],
    [70, 'lime'],
    [69, 'yellow'],
    [60, 'yellow'],
    [59, 'orange'],
    [50, 'orange'],
    [49, 'red'],
    [0, 'red'],
  ])('dashboard: %i is %s', (score, tone) => {
    expect(matchTier(score, DASHBOARD_MATCH_TIERS).tone).toBe(tone);
  });

  it('names every step in words, so colour is never the only signal', () => {
    for (const tier of DASHBOARD_MATCH_TIERS) expect(tier.label).toMatch(/match$/);
  });

  it('gives a score the same word on the dashboard as everywhere else', () => {
    for (let score = 0; score <= 100; score++)
      expect(matchTier(score, DASHBOARD_MATCH_TIERS).label, `${score}`).toBe(
        matchTier(score, MATCH_TIERS).label,
      );
  });
});

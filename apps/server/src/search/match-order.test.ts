import { JobIds } from '@skillmatch/matching/job-ids';
import { describe, expect, it } from 'vitest';
import { MatchOrders, type SeekerScores } from './match-order';

/** `jobs` jobs, newest first in row order, each seeker scoring the first few as `scores` says. */
function world(jobs = 4) {
  const ids = new JobIds();
  const scorer = { rowCount: jobs, generation: 1, ids };
  const newest = Int32Array.from({ length: jobs }, (_, row) => row);
  let scorings = 0;
  const seeker = (key: string, scores: number[]): SeekerScores => ({
    key,
    scorer,
    each: (visit) => {
      scorings++;
      scores.forEach((score, row) => score > 0 && visit(row, score));
    },
  });
  return { newest, seeker, scorings: () => scorings };
}

describe('match orders', () => {
  it('orders the rows best match first, newest first among equals, and scores a seeker once', () => {
    const { newest, seeker, scorings } = world();
    const orders = new MatchOrders();
    const ada = seeker('ada', [40, 90, 0, 90]);
    const order = (who: SeekerScores) => [...orders.of(who, newest, 4, (_, row) => row).rows];
    expect(order(ada)).toEqual([1, 3, 0, 2]);
    expect(order(ada)).toEqual([1, 3, 0, 2]);
    expect(scorings()).toBe(1);
  });

  it('keeps the sixteen seekers who asked last, the one who asked longest ago going first', () => {
    const { newest, seeker, scorings } = world();
    const orders = new MatchOrders();
    const ask = (key: string) => orders.of(seeker(key, [10, 20, 30, 40]), newest, 4, (_, row) => row);
    for (let number = 0; number < 16; number++) ask(`seeker ${number}`);
    // The first asks again, so the second is now the one who asked longest ago.
    ask('seeker 0');
    ask('seeker 16');
    expect(scorings()).toBe(17);
    ask('seeker 0');
    expect(scorings()).toBe(17);
    ask('seeker 1');
    expect(scorings()).toBe(18);
  });

  it('keeps sixteen seekers at a million jobs', () => {
    const { newest, seeker, scorings } = world(1_000_000);
    const orders = new MatchOrders();
    const ask = (key: string) => orders.of(seeker(key, [10, 20]), newest, 1_000_000, (_, row) => row);
    for (let round = 0; round < 2; round++) {
      for (let number = 0; number < 16; number++) expect(ask(`seeker ${number}`).rows[0]).toBe(1);
    }
    expect(scorings()).toBe(16);
  });
});

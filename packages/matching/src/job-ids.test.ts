import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JobIds } from './job-ids';

describe('JobIds', () => {
  it('gives back every row’s id as written, and each id’s latest row, past many table growths', () => {
    const ids = new JobIds();
    const written = Array.from({ length: 5_000 }, () => randomUUID());
    written.forEach((id) => ids.add(id));
    const again = ids.add(written[7]!);
    expect(ids.rowCount).toBe(5_001);
    expect(written.every((id, row) => ids.idOf(row) === id)).toBe(true);
    expect(ids.idOf(again)).toBe(written[7]);
    expect(ids.rowOf(written[7]!)).toBe(again);
    expect(ids.rowOf(written[8]!)).toBe(8);
    expect(ids.rowOf(randomUUID())).toBeUndefined();
  });

  it('keeps ids of other shapes (upper case, names) as they are', () => {
    const ids = new JobIds();
    const upper = randomUUID().toUpperCase();
    ids.add('job-a');
    ids.add(upper);
    expect([ids.idOf(0), ids.idOf(1)]).toEqual(['job-a', upper]);
    expect(ids.rowOf(upper.toLowerCase())).toBeUndefined();
    expect(ids.rowOf('job-a')).toBe(0);
  });

  it('finds the row of another list’s job without writing its id out', () => {
    const mine = new JobIds();
    const theirs = new JobIds();
    const [a, b] = [randomUUID(), randomUUID()];
    mine.add(b);
    mine.add('job-c');
    mine.add(a);
    theirs.add(a);
    theirs.add('job-c');
    theirs.add(randomUUID());
    expect([0, 1, 2].map((row) => mine.rowOfSame(theirs, row))).toEqual([2, 1, undefined]);
  });

  it('compares two rows as their ids compare as strings', () => {
    const ids = new JobIds();
    const written = [...Array.from({ length: 200 }, () => randomUUID()), 'job-a', 'job-b'];
    written.forEach((id) => ids.add(id));
    const sign = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    for (let a = 0; a < written.length; a++) {
      const b = (a * 7 + 3) % written.length;
      expect(ids.compare(a, b)).toBe(sign(written[a]!, written[b]!));
    }
  });
});

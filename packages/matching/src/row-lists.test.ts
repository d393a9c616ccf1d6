import { describe, expect, it } from 'vitest';
import { RowLists } from './row-lists';

const listOf = (lists: RowLists, row: number) => {
  const values: [number, number][] = [];
  lists.forEach(row, (value, place) => values.push([value, place]));
  return values;
};

describe('RowLists', () => {
  it('gives back each row’s list in order, set in any order, past growths and numbers of any size', () => {
    const lists = new RowLists();
    const set: number[][] = [];
    for (let row = 0; row < 3_000; row++) {
      set[row] = Array.from({ length: row % 5 }, (_, place) => (row * 7 + place) % 60_000);
    }
    for (let row = 2_999; row >= 1_500; row--) lists.set(row, set[row]!);
    // Numbers past two bytes: the lists set before keep theirs.
    set[1_000] = [65_535, 65_536, 3_000_000];
    lists.set(1_000, set[1_000]);
    for (let row = 0; row < 1_500; row++) if (row !== 1_000) lists.set(row, set[row]!);
    for (let row = 0; row < 3_000; row++) {
      expect(listOf(lists, row)).toEqual(set[row]!.map((value, place) => [value, place]));
    }
  });
});

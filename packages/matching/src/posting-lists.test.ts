import { describe, expect, it } from 'vitest';
import { PostingLists } from './posting-lists';

describe('posting lists', () => {
  it('keeps every list’s rows and bytes, short and long, as they were pushed in turn', () => {
    const lists = new PostingLists(true);
    // Lengths 0 to 40 and one past a shared block, pushed interleaved so that lists move while others grow.
    const lengths = [...Array.from({ length: 41 }, (_, length) => length), 70_000];
    const expected = lengths.map(() => [] as [number, number][]);
    const numbers = lengths.map(() => lists.add());
    expect(numbers).toEqual(lengths.map((_, index) => index));
    for (let round = 0; round < 70_000; round++) {
      for (const [list, length] of lengths.entries()) {
        if (round >= length) continue;
        const row = round * 3 + list;
        lists.push(list, row, (row * 7) % 256);
        expected[list]!.push([row, (row * 7) % 256]);
      }
    }
    expect(lists.length).toBe(lengths.length);
    for (const [list, entries] of expected.entries()) {
      expect(lists.size(list)).toBe(entries.length);
      expect([...lists.rowsOf(list)]).toEqual(entries.map(([row]) => row));
      expect(lists.lastRow(list)).toBe(entries.at(-1)?.[0] ?? -1);
      const { rows, bytes, start, end } = lists.entries(list);
      const read: [number, number][] = [];
      for (let i = start; i < end; i++) read.push([rows[i]!, bytes[i]!]);
      expect(read).toEqual(entries);
    }
  });

  it('finds the first entry at or after a row', () => {
    const lists = new PostingLists();
    const list = lists.add();
    for (const row of [2, 4, 6, 8]) lists.push(list, row);
    const { rows, start } = lists.entries(list);
    expect(rows[lists.firstFrom(list, 5)]).toBe(6);
    expect(lists.firstFrom(list, 0)).toBe(start);
    expect(lists.firstFrom(list, 9)).toBe(start + 4);
  });
});

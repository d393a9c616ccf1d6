import { grownLength } from './growth';

/** A job id as the database writes it: a UUID in lower case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An empty slot of the hash table. */
const EMPTY = -1;

const hex8 = (word: number) => word.toString(16).padStart(8, '0');

/**
 * The job id of every row an index has added, and the latest row of each id, without a string or a map
 * entry per job: a UUID is held as four 32-bit words (16 bytes), found through an open-addressing table
 * of rows (4 to 8 bytes a job). At a million jobs a string and a `Map` entry per job took about 100 bytes.
 * Ids of any other shape (tests name jobs "a", "b") are kept as strings beside, and read back the same.
 */
export class JobIds {
  private words = new Uint32Array(4 * 1024);
  private rows = 0;
  /** Per slot, the latest row of the id hashed there, or EMPTY; a power of two, at most half full. */
  private slots = new Int32Array(2048).fill(EMPTY);
  private distinct = 0;
  private readonly otherRows = new Map<string, number>();
  private readonly otherIds = new Map<number, string>();
  /** The id being looked up, parsed (one at a time: no array made per lookup). */
  private readonly wanted = new Uint32Array(4);

  /** Rows added, live or replaced. */
  get rowCount(): number {
    return this.rows;
  }

  /** Gives `id` the next row and answers it; the id's earlier rows are no longer its latest. */
  add(id: string): number {
    const row = this.rows++;
    if (this.words.length < 4 * this.rows) {
      const words = new Uint32Array(grownLength(this.words.length, 4 * this.rows));
      words.set(this.words);
      this.words = words;
    }
    if (!this.parse(id)) {
      this.otherRows.set(id, row);
      this.otherIds.set(row, id);
      return row;
    }
    this.words.set(this.wanted, 4 * row);
    const slot = this.slotOf(this.wanted, this.words);
    if (this.slots[slot] === EMPTY) {
      this.distinct++;
      if (2 * this.distinct > this.slots.length) {
        this.slots[slot] = row;
        this.rehash();
        return row;
      }
    }
    this.slots[slot] = row;
    return row;
  }

  /** The latest row of `id`, if it has one. */
  rowOf(id: string): number | undefined {
    if (!this.parse(id)) return this.otherRows.get(id);
    const row = this.slots[this.slotOf(this.wanted, this.words)]!;
    return row === EMPTY ? undefined : row;
  }

  /** The latest row here of the job at `row` of `other`, without writing its id out. */
  rowOfSame(other: JobIds, row: number): number | undefined {
    const id = other.otherIds.get(row);
    if (id !== undefined) return this.otherRows.get(id);
    this.wanted.set(other.words.subarray(4 * row, 4 * row + 4));
    const found = this.slots[this.slotOf(this.wanted, this.words)]!;
    return found === EMPTY ? undefined : found;
  }

  idOf(row: number): string {
    const other = this.otherIds.get(row);
    if (other !== undefined) return other;
    const at = 4 * row;
    const second = hex8(this.words[at + 1]!);
    const third = hex8(this.words[at + 2]!);
    return `${hex8(this.words[at]!)}-${second.slice(0, 4)}-${second.slice(4)}-${third.slice(0, 4)}-${third.slice(4)}${hex8(this.words[at + 3]!)}`;
  }

  /** How the ids of two rows compare as strings (-1, 0, 1): lower-case hex orders as its words do. */
  compare(a: number, b: number): number {
    if (this.otherIds.has(a) || this.otherIds.has(b)) {
      const idA = this.idOf(a);
      const idB = this.idOf(b);
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    }
    for (let word = 0; word < 4; word++) {
      const difference = this.words[4 * a + word]! - this.words[4 * b + word]!;
      if (difference !== 0) return difference < 0 ? -1 : 1;
    }
    return 0;
  }

  /** Reads a UUID into `wanted`; false for an id of another shape. */
  private parse(id: string): boolean {
    if (!UUID.test(id)) return false;
    const wanted = this.wanted;
    wanted[0] = parseInt(id.slice(0, 8), 16);
    wanted[1] = parseInt(id.slice(9, 13) + id.slice(14, 18), 16);
    wanted[2] = parseInt(id.slice(19, 23) + id.slice(24, 28), 16);
    wanted[3] = parseInt(id.slice(28, 36), 16);
    return true;
  }

  /** The slot holding `key`'s latest row, or the empty one where it would go. */
  private slotOf(key: Uint32Array, words: Uint32Array): number {
    const mask = this.slots.length - 1;
    let hash = Math.imul(key[0]! ^ Math.imul(key[1]!, 0x9e3779b1), 0x85ebca6b);
    hash = Math.imul(hash ^ key[2]! ^ Math.imul(key[3]!, 0xc2b2ae35), 0x27d4eb2f);
    for (let slot = (hash ^ (hash >>> 15)) & mask; ; slot = (slot + 1) & mask) {
      const row = this.slots[slot]!;
      if (row === EMPTY) return slot;
      const at = 4 * row;
      if (
        words[at] === key[0] &&
        words[at + 1] === key[1] &&
        words[at + 2] === key[2] &&
        words[at + 3] === key[3]
      ) {
        return slot;
      }
    }
  }

  /** Doubles the table and places each id's latest row again. */
  private rehash(): void {
    const latest = this.slots.filter((row) => row !== EMPTY);
    this.slots = new Int32Array(this.slots.length * 2).fill(EMPTY);
    const key = new Uint32Array(4);
    for (const row of latest) {
      key.set(this.words.subarray(4 * row, 4 * row + 4));
      this.slots[this.slotOf(key, this.words)] = row;
    }
  }
}

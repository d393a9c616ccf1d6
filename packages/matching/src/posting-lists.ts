import { grown, grownLength } from './growth';

/** Entries per shared block. */
const BLOCK = 65_536;
/** A list of at most this many entries lives in a shared block; a longer one has a block of its own. */
const SHARED_UP_TO = 16;
/** What an empty list, or a list without bytes, reads: nothing (a length of 0 cannot be written to). */
const NO_ROWS = new Int32Array(0);
const NO_BYTES = new Uint8Array(0);

/**
 * Many growing lists of rows, each in increasing order, with a byte per entry (a count, a place) when
 * asked for, held in few typed arrays. Most lists are short (a skill spelled one way, a rare word: one
 * or two jobs), and a typed array of its own costs such a list about 200 bytes of objects before its
 * first entry: at a million jobs, hundreds of thousands of them. Here short lists share blocks, each
 * with room for 2, 4, 8 or 16 entries (a list that outgrows its room moves on within the blocks, its
 * old room left unused), and a list longer than 16 gets a block of its own that grows as it does.
 * Lists are numbered from 0 in the order they are made.
 */
export class PostingLists {
  /** The blocks of rows: shared ones, filled from the front, and long lists' own. */
  private rowBlocks: Int32Array[] = [];
  /** The blocks of bytes, beside the rows' (none when the lists keep no bytes). */
  private byteBlocks: Uint8Array[] = [];
  /** Per list: its block, where its entries start in it, how many it has, and room for how many. */
  private blockOf = new Int32Array(256);
  private startOf = new Int32Array(256);
  private sizeOf = new Int32Array(256);
  private roomOf = new Int32Array(256);
  private lists = 0;
  /** The shared block being filled (-1 before the first), and how much of it is taken. */
  private shared = -1;
  private sharedTaken = BLOCK;

  constructor(private readonly withBytes = false) {}

  /** How many lists there are. */
  get length(): number {
    return this.lists;
  }

  /** A new, empty list: its number. */
  add(): number {
    const list = this.lists++;
    this.blockOf = grown(this.blockOf, list + 1);
    this.startOf = grown(this.startOf, list + 1);
    this.sizeOf = grown(this.sizeOf, list + 1);
    this.roomOf = grown(this.roomOf, list + 1);
    this.blockOf[list] = -1;
    return list;
  }

  /** Adds an entry at the end of the list. */
  push(list: number, row: number, byte = 0): void {
    const size = this.sizeOf[list]!;
    if (size === this.roomOf[list]) this.makeRoom(list, size + 1);
    const block = this.blockOf[list]!;
    const at = this.startOf[list]! + size;
    this.rowBlocks[block]![at] = row;
    if (this.withBytes) this.byteBlocks[block]![at] = byte;
    this.sizeOf[list] = size + 1;
  }

  size(list: number): number {
    return this.sizeOf[list]!;
  }

  /** The list's last row; -1 when it has none. */
  lastRow(list: number): number {
    const size = this.sizeOf[list]!;
    return size === 0 ? -1 : this.rowBlocks[this.blockOf[list]!]![this.startOf[list]! + size - 1]!;
  }

  /** The list's rows, as a view of its block. */
  rowsOf(list: number): Int32Array {
    const size = this.sizeOf[list]!;
    if (size === 0) return NO_ROWS;
    const start = this.startOf[list]!;
    return this.rowBlocks[this.blockOf[list]!]!.subarray(start, start + size);
  }

  /**
   * Where the list's entries are, for a loop over them: `rows[i]` and `bytes[i]` for `i` from `start` to
   * `end` (empty arrays when the list has none).
   */
  entries(list: number): { rows: Int32Array; bytes: Uint8Array; start: number; end: number } {
    const size = this.sizeOf[list]!;
    if (size === 0) return { rows: NO_ROWS, bytes: NO_BYTES, start: 0, end: 0 };
    const block = this.blockOf[list]!;
    const start = this.startOf[list]!;
    return {
      rows: this.rowBlocks[block]!,
      bytes: this.withBytes ? this.byteBlocks[block]! : NO_BYTES,
      start,
      end: start + size,
    };
  }

  /** Where, among the list's entries (as `entries` numbers them), its first row at or after `row` is. */
  firstFrom(list: number, row: number): number {
    const { rows, start, end } = this.entries(list);
    let low = start;
    let high = end;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (rows[middle]! < row) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Gives the list room for `needed` entries, moving them where that room is. */
  private makeRoom(list: number, needed: number): void {
    const room = this.roomOf[list]!;
    const size = this.sizeOf[list]!;
    const from = this.blockOf[list]!;
    const start = this.startOf[list]!;
    if (needed > SHARED_UP_TO && room > SHARED_UP_TO) {
      // Its own block, grown.
      this.rowBlocks[from] = grown(this.rowBlocks[from]!, needed);
      if (this.withBytes) this.byteBlocks[from] = grown(this.byteBlocks[from]!, needed);
      this.roomOf[list] = this.rowBlocks[from]!.length;
      return;
    }
    let block: number;
    let at: number;
    let length: number;
    if (needed > SHARED_UP_TO) {
      length = grownLength(room, needed);
      block = this.newBlock(length);
      at = 0;
    } else {
      length = Math.min(SHARED_UP_TO, Math.max(2, room * 2));
      if (this.sharedTaken + length > BLOCK) {
        this.shared = this.newBlock(BLOCK);
        this.sharedTaken = 0;
      }
      block = this.shared;
      at = this.sharedTaken;
      this.sharedTaken += length;
    }
    if (size > 0) {
      this.rowBlocks[block]!.set(this.rowBlocks[from]!.subarray(start, start + size), at);
      if (this.withBytes)
        this.byteBlocks[block]!.set(this.byteBlocks[from]!.subarray(start, start + size), at);
    }
    this.blockOf[list] = block;
    this.startOf[list] = at;
    this.roomOf[list] = length;
  }

  private newBlock(length: number): number {
    this.rowBlocks.push(new Int32Array(length));
    if (this.withBytes) this.byteBlocks.push(new Uint8Array(length));
    return this.rowBlocks.length - 1;
  }
}

import { lruSet } from '@skillmatch/matching/lru-map';
import { LiveCombinations } from './search-facets';
import { grown } from '@skillmatch/matching/growth';
import { addMember, isMember, membersOf } from './row-arrays';

/** Rows, and a bitset to test membership (made when first asked for: most searches never test one). */
export interface MatchedRows {
  rows: ArrayLike<number>;
  readonly member: Uint32Array;
}

/** The search index's values per row that a text match reads, as they are now. */
export interface RowValues {
  rowCount: number;
  /** 0 when dead, else 1 + the status's code. */
  state: Uint8Array;
  type: Uint8Array;
  remote: Uint8Array;
  category: Uint8Array;
}

/**
 * The live jobs one text condition matches (a word, a place, a skill), worked out once and kept until
 * the catalogue changes: the rows, a bitset to test membership, and their counts by status, type, remote
 * and category, so that a broad word ("data": hundreds of dictionary words, most of the catalogue) costs
 * a search what a selective one does. The bitset and the counts are made when first asked for: almost
 * every search is of words not searched since the last change, and most of its matches (a word's
 * alternatives, the halves of a solid word) need neither, where each was a catalogue-sized array made
 * per match and most of the collector's work.
 */
export class TextMatch implements MatchedRows {
  private bits: Uint32Array | undefined;
  private counted: LiveCombinations | undefined;

  constructor(
    readonly rows: Int32Array,
    private readonly values: RowValues,
  ) {}

  get member(): Uint32Array {
    return (this.bits ??= membersOf(this.rows, this.values.rowCount));
  }

  get combinations(): LiveCombinations {
    if (this.counted === undefined) {
      const { state, type, remote, category } = this.values;
      this.counted = new LiveCombinations();
      for (let index = 0; index < this.rows.length; index++) {
        const row = this.rows[index]!;
        this.counted.change(state[row]!, type[row]!, remote[row]!, category[row]!, 1);
      }
    }
    return this.counted;
  }
}

/**
 * Text matches kept at once, and the most bytes they may hold (their rows, and a bitset each as if made);
 * the oldest goes first. At 100,000 jobs the count is the limit; at a million a broad word's match is
 * megabytes, and 128 of them were over a hundred.
 */
const TEXT_MATCHES_KEPT = 128;
const TEXT_MATCH_BYTES = 32 * 1024 * 1024;

const bytesOf = (match: TextMatch, rowCount: number) => match.rows.byteLength + ((rowCount + 31) >>> 5) * 4;

/** The text matches worked out since the catalogue last changed, per condition. */
export class TextMatches {
  /** Per condition, as JSON. */
  private readonly kept = new Map<string, TextMatch>();
  /** A match's rows while its lists are read, and which are in it; emptied after each. */
  private found = new Int32Array(1024);
  private seen = new Uint32Array(32);

  forget(): void {
    this.kept.clear();
  }

  /** The live rows among `lists` (worked out once per `key` until the catalogue changes). */
  of(key: string, values: RowValues, lists: () => ArrayLike<number>[]): TextMatch {
    const kept = this.kept.get(key);
    if (kept) return kept;
    const { state } = values;
    const listed = lists();
    // Filled into arrays kept between matches, then copied to its length: one array made per match.
    const found = (this.found = grown(this.found, values.rowCount));
    const seen = (this.seen = grown(this.seen, (values.rowCount + 31) >>> 5));
    let count = 0;
    if (listed.length === 1) {
      // One list holds each row once: only the dead are left out.
      const list = listed[0]!;
      for (let index = 0; index < list.length; index++) {
        if (state[list[index]!] !== 0) found[count++] = list[index]!;
      }
      return this.keep(key, new TextMatch(found.slice(0, count), values), values.rowCount);
    }
    for (const list of listed) {
      for (let index = 0; index < list.length; index++) {
        const row = list[index]!;
        if (state[row] === 0 || isMember(seen, row)) continue;
        addMember(seen, row);
        found[count++] = row;
      }
    }
    for (let index = 0; index < count; index++) seen[found[index]! >>> 5] = 0;
    return this.keep(key, new TextMatch(found.slice(0, count), values), values.rowCount);
  }

  /** Keeps `match`, the oldest going first while the count or the bytes would be over their limit. */
  private keep(key: string, match: TextMatch, rowCount: number): TextMatch {
    return lruSet(this.kept, key, match, TEXT_MATCHES_KEPT, {
      of: (kept) => bytesOf(kept, rowCount),
      limit: TEXT_MATCH_BYTES,
    });
  }
}

/** The rows every match holds: the smallest's tested against the rest. */
export function rowsInEvery(matches: readonly TextMatch[]): Int32Array {
  const [smallest, ...others] = [...matches].sort((a, b) => a.rows.length - b.rows.length);
  const { rows } = smallest!;
  // A plain loop: a filter with a test made per row was a fifth of a distinct search's garbage. Each
  // other match's bitset is still made only when a row reaches it.
  const members: (Uint32Array | undefined)[] = [];
  const kept = new Int32Array(rows.length);
  let count = 0;
  rows: for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    for (let other = 0; other < others.length; other++) {
      if (!isMember((members[other] ??= others[other]!.member), row)) continue rows;
    }
    kept[count++] = row;
  }
  return kept.subarray(0, count);
}

/** The rows every condition matches: the one condition's own, or `rowsInEvery`. */
export function intersection(matches: TextMatch[], rowCount: number): MatchedRows {
  if (matches.length === 1) return matches[0]!;
  const rows = rowsInEvery(matches);
  let bits: Uint32Array | undefined;
  return {
    rows,
    get member() {
      return (bits ??= membersOf(rows, rowCount));
    },
  };
}

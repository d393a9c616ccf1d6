import { lruSet } from '@skillmatch/matching/lru-map';
import { LiveCombinations } from './search-facets';
import { addMember, isMember, membersOf, noMembers } from './row-arrays';

/** Rows, and a bitset to test membership. */
export interface MatchedRows {
  rows: ArrayLike<number>;
  member: Uint32Array;
}

/**
 * The live jobs one text condition matches (a word, a place, a skill), worked out once and kept until
 * the catalogue changes: the rows, a bitset to test membership, and their counts by status, type, remote
 * and category, so that a broad word ("data": hundreds of dictionary words, most of the catalogue) costs
 * a search what a selective one does.
 */
export interface TextMatch extends MatchedRows {
  rows: Int32Array;
  combinations: LiveCombinations;
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

/** Text matches kept at once; the oldest goes first. */
const TEXT_MATCHES_KEPT = 128;

/** The text matches worked out since the catalogue last changed, per condition. */
export class TextMatches {
  /** Per condition, as JSON. */
  private readonly kept = new Map<string, TextMatch>();

  forget(): void {
    this.kept.clear();
  }

  /** The live rows among `lists` (worked out once per `key` until the catalogue changes). */
  of(key: string, values: RowValues, lists: () => ArrayLike<number>[]): TextMatch {
    const kept = this.kept.get(key);
    if (kept) return kept;
    const { state, type, remote, category } = values;
    const member = noMembers(values.rowCount);
    const combinations = new LiveCombinations();
    const found = lists();
    // At most every listed row, and never more rows than there are: one typed array filled, then copied
    // to its length, rather than a list grown row by row (a broad word lists most of the catalogue).
    let listed = 0;
    for (const list of found) listed += list.length;
    const rows = new Int32Array(Math.min(listed, values.rowCount));
    let count = 0;
    for (const list of found) {
      for (let index = 0; index < list.length; index++) {
        const row = list[index]!;
        if (state[row] === 0 || isMember(member, row)) continue;
        addMember(member, row);
        rows[count++] = row;
        combinations.change(state[row]!, type[row]!, remote[row]!, category[row]!, 1);
      }
    }
    const match = { rows: rows.slice(0, count), member, combinations };
    return lruSet(this.kept, key, match, TEXT_MATCHES_KEPT);
  }
}

/** The rows every condition matches: the one condition's own, or the smallest's tested against the rest. */
export function intersection(matches: TextMatch[], rowCount: number): MatchedRows {
  if (matches.length === 1) return matches[0]!;
  const [smallest, ...others] = [...matches].sort((a, b) => a.rows.length - b.rows.length);
  const rows = smallest!.rows.filter((row) => others.every((other) => isMember(other.member, row)));
  return { rows, member: membersOf(rows, rowCount) };
}

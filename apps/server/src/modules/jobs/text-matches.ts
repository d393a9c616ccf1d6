import { lruSet } from '@skillmatch/matching/lru-map';
import { LiveCombinations } from './search-facets';
import { addMember, isMember, membersOf, noMembers } from './slot-arrays';

/** Slots, and a bitset to test membership. */
export interface MatchedSlots {
  slots: ArrayLike<number>;
  member: Uint32Array;
}

/**
 * The live jobs one text condition matches (a word, a place, a skill), worked out once and kept until
 * the catalogue changes: the slots, a bitset to test membership, and their counts by status, type, remote
 * and category, so that a broad word ("data": hundreds of dictionary words, most of the catalogue) costs
 * a search what a selective one does.
 */
export interface TextMatch extends MatchedSlots {
  slots: Int32Array;
  combinations: LiveCombinations;
}

/** The search index's values per slot that a text match reads, as they are now. */
export interface SlotValues {
  slotCount: number;
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

  /** The live slots among `lists` (worked out once per `key` until the catalogue changes). */
  of(key: string, values: SlotValues, lists: () => ArrayLike<number>[]): TextMatch {
    const kept = this.kept.get(key);
    if (kept) return kept;
    const { state, type, remote, category } = values;
    const member = noMembers(values.slotCount);
    const combinations = new LiveCombinations();
    const slots: number[] = [];
    for (const list of lists()) {
      for (let index = 0; index < list.length; index++) {
        const slot = list[index]!;
        if (state[slot] === 0 || isMember(member, slot)) continue;
        addMember(member, slot);
        slots.push(slot);
        combinations.change(state[slot]!, type[slot]!, remote[slot]!, category[slot]!, 1);
      }
    }
    const match = { slots: Int32Array.from(slots), member, combinations };
    return lruSet(this.kept, key, match, TEXT_MATCHES_KEPT);
  }
}

/** The slots every condition matches: the one condition's own, or the smallest's tested against the rest. */
export function intersection(matches: TextMatch[], slotCount: number): MatchedSlots {
  if (matches.length === 1) return matches[0]!;
  const [smallest, ...others] = [...matches].sort((a, b) => a.slots.length - b.slots.length);
  const slots = smallest!.slots.filter((slot) => others.every((other) => isMember(other.member, slot)));
  return { slots, member: membersOf(slots, slotCount) };
}

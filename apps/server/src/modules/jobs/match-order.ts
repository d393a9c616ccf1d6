import { lruSet } from '@skillmatch/matching/lru-map';

/** The index that scores jobs, by its own slot numbers (the match index). */
export interface Scorer {
  readonly slotCount: number;
  /** Raised by every change of the scorer's slots. */
  readonly generation: number;
  idOf(slot: number): string;
}

/** A seeker's match scores, for ordering a search by them. */
export interface SeekerScores {
  /** Names the seeker as scored: their skills and preferences. */
  key: string;
  scorer: Scorer;
  /** Visits each scorer's slot scoring above 0 for the seeker with its score (up to 255); the rest score 0. */
  each: (visit: (slot: number, score: number) => void) => void;
}

/** The live slots best match first, and each slot's score. */
interface MatchOrder {
  slots: Int32Array;
  scores: Uint8Array;
}

/** Seekers' match orders kept at once (each a score and a place per job); the oldest goes first. */
const MATCH_ORDERS_KEPT = 16;

/**
 * The live slots by score, highest first, and newest first among equal scores: the newest order dealt
 * into one bucket per score, which keeps it within each (no comparison sort, one pass over the jobs).
 */
function matchOrder(newest: Int32Array, scores: Uint8Array): MatchOrder {
  const perScore = new Int32Array(256);
  for (let index = 0; index < newest.length; index++) perScore[scores[newest[index]!]!]!++;
  const next = new Int32Array(256);
  for (let score = 255, at = 0; score >= 0; score--) {
    next[score] = at;
    at += perScore[score]!;
  }
  const slots = new Int32Array(newest.length);
  for (let index = 0; index < newest.length; index++) {
    const slot = newest[index]!;
    slots[next[scores[slot]!]!++] = slot;
  }
  return { slots, scores };
}

/**
 * The match orders of the seekers who asked last, kept until the catalogue changes, and the way from the
 * scorer's slots to the search index's (looked up by job id once per change of either, not per seeker).
 */
export class MatchOrders {
  private readonly kept = new Map<string, MatchOrder>();
  private translation: { scorer: Scorer; generation: number; slots: Int32Array } | null = null;

  forget(): void {
    this.kept.clear();
    this.translation = null;
  }

  /** The seeker's order of the live slots (`newest`, newest first); `slotOf` finds a job's slot. */
  of(
    seeker: SeekerScores,
    newest: Int32Array,
    slotCount: number,
    slotOf: (id: string) => number | undefined,
  ): MatchOrder {
    const kept = this.kept.get(seeker.key);
    if (kept) return kept;
    const ours = this.translated(seeker.scorer, slotOf);
    const scores = new Uint8Array(slotCount);
    seeker.each((slot, score) => {
      const our = ours[slot]!;
      if (our >= 0) scores[our] = score;
    });
    return lruSet(this.kept, seeker.key, matchOrder(newest, scores), MATCH_ORDERS_KEPT);
  }

  /** Per scorer's slot, the search index's slot of the same job (-1: none). */
  private translated(scorer: Scorer, slotOf: (id: string) => number | undefined): Int32Array {
    const current = this.translation;
    if (current?.scorer === scorer && current.generation === scorer.generation) return current.slots;
    const slots = new Int32Array(scorer.slotCount);
    for (let slot = 0; slot < slots.length; slot++) slots[slot] = slotOf(scorer.idOf(slot)) ?? -1;
    this.translation = { scorer, generation: scorer.generation, slots };
    return slots;
  }
}

import type { JobIds } from '@skillmatch/matching/job-ids';
import { lruGet, lruSet } from '@skillmatch/matching/lru-map';

/** The index that scores jobs, by its own row numbers (the match index). */
export interface Scorer {
  readonly rowCount: number;
  /** Raised by every change of the scorer's rows. */
  readonly generation: number;
  /** Each row's job id. */
  readonly ids: JobIds;
}

/** A seeker's match scores, for ordering a search by them. */
export interface SeekerScores {
  /** Names the seeker as scored: their skills and preferences. */
  key: string;
  scorer: Scorer;
  /** Visits each scorer's row scoring above 0 for the seeker with its score (up to 255); the rest score 0. */
  each: (visit: (row: number, score: number) => void) => void;
}

/** The live rows best match first, and each row's score. */
interface MatchOrder {
  rows: Int32Array;
  scores: Uint8Array;
}

/**
 * Seekers' scores kept at once (a byte per job), and the most bytes they may hold; the one used longest
 * ago goes first. The scores, not the order made from them: ordering a million jobs by kept scores takes
 * a few milliseconds, scoring them again about seventy, and an order (five bytes a job) kept three seekers
 * within these bytes at a million jobs where scores keep sixteen: twenty seekers searching at once were
 * scored again on most of their searches (docs/benchmarks.md, ninth stop).
 */
const SCORES_KEPT = 16;
const SCORES_BYTES = 16 * 1024 * 1024;

/**
 * The live rows by score, highest first, and newest first among equal scores: the newest order dealt
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
  const rows = new Int32Array(newest.length);
  for (let index = 0; index < newest.length; index++) {
    const row = newest[index]!;
    rows[next[scores[row]!]!++] = row;
  }
  return { rows, scores };
}

/**
 * The scores of the seekers who asked last, kept until the catalogue changes, and the way from the
 * scorer's rows to the search index's (looked up by job id once per change of either, not per seeker).
 */
export class MatchOrders {
  private readonly kept = new Map<string, Uint8Array>();
  private translation: { scorer: Scorer; generation: number; rows: Int32Array } | null = null;

  forget(): void {
    this.kept.clear();
    this.translation = null;
  }

  /** The seeker's order of the live rows (`newest`, newest first); `rowOf` finds the live row of a scorer's row's job. */
  of(
    seeker: SeekerScores,
    newest: Int32Array,
    rowCount: number,
    rowOf: (ids: JobIds, row: number) => number | undefined,
  ): MatchOrder {
    const kept = lruGet(this.kept, seeker.key);
    if (kept) return matchOrder(newest, kept);
    const ours = this.translated(seeker.scorer, rowOf);
    const scores = new Uint8Array(rowCount);
    seeker.each((row, score) => {
      const our = ours[row]!;
      if (our >= 0) scores[our] = score;
    });
    lruSet(this.kept, seeker.key, scores, SCORES_KEPT, {
      of: (kept) => kept.byteLength,
      limit: SCORES_BYTES,
    });
    return matchOrder(newest, scores);
  }

  /** Per scorer's row, the search index's row of the same job (-1: none). */
  private translated(scorer: Scorer, rowOf: (ids: JobIds, row: number) => number | undefined): Int32Array {
    const current = this.translation;
    if (current?.scorer === scorer && current.generation === scorer.generation) return current.rows;
    const rows = new Int32Array(scorer.rowCount);
    for (let row = 0; row < rows.length; row++) rows[row] = rowOf(scorer.ids, row) ?? -1;
    this.translation = { scorer, generation: scorer.generation, rows };
    return rows;
  }
}

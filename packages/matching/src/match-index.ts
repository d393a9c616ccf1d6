import { TopK } from './top-k';
import { grownLength } from './growth';
import { positionWeight, termEvidence } from './evidence';
import { lruGet, lruSet } from './lru-map';
import type { MatchSeeker } from './match-input';
import { MatchPostings } from './match-postings';
import { MATCHING_SCORE, creditFor, matchScore } from './score';
import { PRODUCT_PARTS, skillsKey, typedQuery, type MatchParts, type SeekerQuery } from './seeker-query';
import type { Taxonomy } from './taxonomy';

export type { IndexedJob } from './match-postings';

export interface RankedJob {
  id: string;
  score: number;
}

/** A page of a seeker's jobs, how many earn any skill credit, and how many of those are matches. */
export interface RankedPage {
  jobs: RankedJob[];
  total: number;
  matching: number;
}

/** Seekers whose queries and ranked pages are kept between catalogue changes (the most recently asked). */
const ANSWERS_KEPT = 1_000;

/**
 * Ranking on every listed job's skills in memory (`MatchPostings`, match-postings.ts). Ranking a seeker walks the postings of their query's terms, then
 * those of the job skills they earn credit for (each credit worked out once, by `creditFor`). A ranked
 * score is `scoreJob`'s score: same query, same functions; coverage adds whole numbers, and evidence
 * adds in the same order.
 */
export class MatchIndex extends MatchPostings {
  /**
   * Scratch space for ranking, reused: per row the evidence, the weighted credit earned (coverage's
   * numerator), and the rows touched (`marked`).
   */
  private evidence = new Float64Array(0);
  private earned = new Float64Array(0);
  private marked = new Uint8Array(0);
  private touched = new Int32Array(0);
  /** The fit of a row to the preferences of the seeker being ranked, when they state any. */
  private fitOf: ((row: number) => number) | null = null;
  /**
   * Queries by the seeker's skills and ranked pages by seeker and page, emptied by every change: a
   * seeker coming back, or paging, costs a lookup until the catalogue changes.
   */
  private readonly queries = new Map<string, SeekerQuery>();
  private readonly pages = new Map<string, RankedPage>();

  constructor(
    private readonly taxonomy: Taxonomy,
    private readonly parts: MatchParts = PRODUCT_PARTS,
  ) {
    super();
  }

  protected override forgetAnswers(): void {
    this.queries.clear();
    this.pages.clear();
    super.forgetAnswers();
  }

  /**
   * Adds each live job's evidence into `evidence` and the weighted credit the seeker earns into
   * `earned`, for the rows from `from` on; answers how many rows it touched (in `touched`, each marked
   * in `marked` the first time).
   */
  private accumulate(query: SeekerQuery, from = 0): number {
    if (this.evidence.length < this.ids.rowCount) {
      // Made afresh (each is empty between rankings), an eighth longer once large (growth.ts).
      const size = grownLength(this.evidence.length, this.ids.rowCount);
      this.evidence = new Float64Array(size);
      this.earned = new Float64Array(size);
      this.marked = new Uint8Array(size);
      this.touched = new Int32Array(size);
    }
    const { evidence, earned, alive, lengths, marked, touched } = this;
    const averageLength = this.averageLength;
    let touchedCount = 0;
    for (const [term, wanted] of query.terms) {
      const number = this.termNumber.get(term);
      if (number === undefined || this.termJobCount[number] === 0) continue;
      const weight = wanted.weight * this.termWeight(term);
      const { rows, bytes: counts, start, end } = this.postings.entries(number);
      for (let i = from === 0 ? start : this.postings.firstFrom(number, from); i < end; i++) {
        const row = rows[i]!;
        if (alive[row] === 0) continue;
        if (marked[row] === 0) {
          marked[row] = 1;
          touched[touchedCount++] = row;
        }
        evidence[row] = evidence[row]! + weight * termEvidence(counts[i]!, lengths[row]!, averageLength);
      }
    }
    for (const variant of this.variantsFor(query)) {
      // A skill no job from `from` on asks for earns nothing there: its credit is not worked out.
      if (this.variantPostings.lastRow(variant) < from) continue;
      const { skill, terms, id } = this.variants[variant]!;
      const credit = creditFor(skill, terms, query, this);
      if (credit === null) continue;
      const perPlace = this.weightAt(id) * credit.percent;
      const { rows, bytes: places, start, end } = this.variantPostings.entries(variant);
      for (let i = from === 0 ? start : this.variantPostings.firstFrom(variant, from); i < end; i++) {
        const row = rows[i]!;
        if (alive[row] === 0) continue;
        if (marked[row] === 0) {
          marked[row] = 1;
          touched[touchedCount++] = row;
        }
        earned[row] = earned[row]! + positionWeight(places[i]!) * perPlace;
      }
    }
    return touchedCount;
  }

  /**
   * Among equal scores: higher evidence first (as accumulated now), then a better fit to the seeker's
   * preferences, then newer, then by id: one order whichever process ranks.
   */
  private readonly better = (a: number, b: number): boolean => {
    const aEvidence = this.evidence[a]!;
    const bEvidence = this.evidence[b]!;
    if (aEvidence !== bEvidence) return aEvidence > bEvidence;
    if (this.fitOf !== null) {
      const aFit = this.fitOf(a);
      const bFit = this.fitOf(b);
      if (aFit !== bFit) return aFit > bFit;
    }
    if (this.posted[a] !== this.posted[b]) {
      return this.postedDates[this.posted[a]!]! > this.postedDates[this.posted[b]!]!;
    }
    return this.ids.compare(a, b) < 0;
  };

  private clear(touchedCount: number): void {
    for (let i = 0; i < touchedCount; i++) {
      const row = this.touched[i]!;
      this.evidence[row] = 0;
      this.earned[row] = 0;
      this.marked[row] = 0;
    }
  }

  /** The seeker's query: their skills as typed, the taxonomy's names for them, the skills it relates. */
  queryFor(seeker: Pick<MatchSeeker, 'skills'>): SeekerQuery {
    const key = skillsKey(seeker.skills);
    return (
      lruGet(this.queries, key) ??
      lruSet(this.queries, key, typedQuery(seeker, this.taxonomy, this, this.parts), ANSWERS_KEPT)
    );
  }

  /**
   * The seeker's jobs that earn credit for one of their skills (held or related), by score, highest
   * first (ties: more evidence, a better fit to their preferences, newer, id), skipping `offset` and
   * keeping `limit`; how many there are, and how many of them are matches (MATCHING_SCORE or more).
   */
  rank(seeker: MatchSeeker, offset: number, limit: number): RankedPage {
    const key = JSON.stringify([seeker.skills, seeker.preferences, offset, limit]);
    return (
      lruGet(this.pages, key) ?? lruSet(this.pages, key, this.rankAfresh(seeker, offset, limit), ANSWERS_KEPT)
    );
  }

  /**
   * Every live job's score for the seeker that is above 0 (it earns a skill's credit), by row: the same
   * numbers as `rank` and `scoreJob`; the job list's "Best match" orders a whole search result by them.
   */
  eachScore(seeker: MatchSeeker, visit: (row: number, score: number) => void): void {
    if (seeker.skills.length === 0) return;
    this.scoring(seeker, (touchedCount, scoreOf) => {
      for (let i = 0; i < touchedCount; i++) {
        const row = this.touched[i]!;
        const score = scoreOf(row);
        if (score > 0) visit(row, score);
      }
    });
  }

  /**
   * The live rows from `from` on (the newest jobs: a digest's day) on which the seeker scores `minimum`
   * or more, the same scores as `scoresAt`, without asking for each row: most earn no credit.
   */
  rowsScoringFrom(seeker: MatchSeeker, from: number, minimum: number): number[] {
    if (seeker.skills.length === 0) return [];
    return this.scoring(
      seeker,
      (touchedCount, scoreOf) => {
        const found: number[] = [];
        for (let i = 0; i < touchedCount; i++) {
          const row = this.touched[i]!;
          if (this.alive[row] === 1 && scoreOf(row) >= minimum) found.push(row);
        }
        return found;
      },
      from,
    );
  }

  /**
   * Runs `use` with the seeker's evidence and credit accumulated: the `touchedCount` rows in `touched`
   * that have any, and a live row's score. Cleared after.
   */
  private scoring<T>(
    seeker: MatchSeeker,
    use: (touchedCount: number, scoreOf: (row: number) => number) => T,
    from = 0,
  ): T {
    const query = this.queryFor(seeker);
    const touchedCount = this.accumulate(query, from);
    const { evidence, earned } = this;
    const scoreOf = (row: number) =>
      earned[row]! > 0 ? matchScore(earned[row]!, this.askedOf(row), evidence[row]!, query.halfReliance) : 0;
    this.fitOf = this.facts.fitsFor(seeker.preferences);
    try {
      return use(touchedCount, scoreOf);
    } finally {
      this.fitOf = null;
      this.clear(touchedCount);
    }
  }

  private rankAfresh(seeker: MatchSeeker, offset: number, limit: number): RankedPage {
    return this.scoring(seeker, (touchedCount, scoreOf) => {
      const { touched } = this;
      const scores = new Uint8Array(touchedCount);
      const perScore = new Int32Array(101);
      let total = 0;
      let matching = 0;
      for (let i = 0; i < touchedCount; i++) {
        scores[i] = scoreOf(touched[i]!);
        perScore[scores[i]!]!++;
        if (scores[i]! > 0) total++;
        if (scores[i]! >= MATCHING_SCORE) matching++;
      }
      // The lowest score that still reaches the page: jobs above it all do, and of those at it only the
      // best few, picked without sorting them all (at a million jobs thousands can share one score).
      const wanted = Math.min(offset + limit, total);
      let lowest = 100;
      for (let seen = perScore[100]!; lowest > 1 && seen < wanted; seen += perScore[--lowest]!);
      const above: number[] = [];
      for (let i = 0; i < touchedCount; i++) if (scores[i]! > lowest) above.push(i);
      const atLowest = new TopK(wanted - above.length, this.better);
      for (let i = 0; i < touchedCount; i++) if (scores[i] === lowest) atLowest.offer(touched[i]!);
      const page = [
        ...above.map((i) => ({ row: touched[i]!, score: scores[i]! })),
        ...atLowest.rows.map((row) => ({ row, score: lowest })),
      ];
      page.sort((a, b) => b.score - a.score || (this.better(a.row, b.row) ? -1 : 1));
      const jobs = page
        .slice(offset, offset + limit)
        .map(({ row, score }) => ({ id: this.ids.idOf(row), score }));
      return { jobs, total, matching };
    });
  }
}

import { BestSlots } from './best-slots';
import { jobDocument, termEvidence } from './evidence';
import { JobFacts } from './job-facts';
import { remember, remembered } from './recent-map';
import { PREFERENCE_POINTS, matchScore, type MatchJob, type MatchSeeker } from './score';
import {
  PRODUCT_PARTS,
  FEEDBACK_JOBS,
  typedQuery,
  withFeedback,
  type CatalogueStats,
  type MatchParts,
  type SeekerQuery,
} from './seeker-query';
import type { Taxonomy } from './taxonomy';
import { TermPostings } from './term-postings';

export interface IndexedJob extends MatchJob {
  id: string;
  /** Newer first among equal scores: the posted date as sortable text (YYYY-MM-DD). */
  postedDate: string;
}

export interface RankedJob {
  id: string;
  score: number;
}

/** Seekers whose queries and ranked pages are kept between catalogue changes (the most recently asked). */
const ANSWERS_KEPT = 1_000;

/**
 * Every active job's terms in memory, inverted (term → jobs, with counts), and what BM25 needs (how
 * many jobs name each term, the average length). Ranking a seeker walks the postings of their query's
 * terms twice: once to find the jobs that match best, whose terms feed back into the query
 * (`withFeedback`), then to score. A ranked score is `scoreJob`'s score: same query, same arithmetic,
 * same order of additions.
 */
export class MatchIndex implements CatalogueStats {
  private readonly jobs: IndexedJob[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly termNumber = new Map<string, number>();
  private readonly postings: TermPostings[] = [];
  /** Per term, how many live jobs name it. */
  private readonly termJobCount: number[] = [];
  private live = 0;
  private totalLength = 0;
  private alive = new Uint8Array(1024);
  private lengths = new Float64Array(1024);
  private readonly facts = new JobFacts();
  /** Scratch space for ranking, reused: per slot the evidence, and the slots it was added to. */
  private evidence = new Float64Array(0);
  private touched = new Int32Array(0);
  /**
   * Queries by the seeker's skills and ranked pages by seeker and page, emptied by every change: a
   * seeker coming back, or paging, costs a lookup until the catalogue changes.
   */
  private readonly queries = new Map<string, SeekerQuery>();
  private readonly pages = new Map<string, { jobs: RankedJob[]; total: number }>();
  /** Raised by every change, so that what others derive from the slots knows to derive it again. */
  generation = 0;

  constructor(
    private readonly taxonomy: Taxonomy,
    private readonly parts: MatchParts = PRODUCT_PARTS,
  ) {}

  get size(): number {
    return this.live;
  }

  get averageLength(): number {
    return this.live === 0 ? 0 : this.totalLength / this.live;
  }

  readonly termJobs = (term: string): number => {
    const number = this.termNumber.get(term);
    return number === undefined ? 0 : this.termJobCount[number]!;
  };

  /** BM25's inverse document frequency: ln(1 + (N − n + 0.5) / (n + 0.5)). */
  readonly termWeight = (term: string): number => {
    const jobs = this.termJobs(term);
    return Math.log(1 + (this.live - jobs + 0.5) / (jobs + 0.5));
  };

  private numberOf(term: string): number {
    let number = this.termNumber.get(term);
    if (number === undefined) {
      number = this.postings.length;
      this.termNumber.set(term, number);
      this.postings.push(new TermPostings());
      this.termJobCount.push(0);
    }
    return number;
  }

  /** Adds or replaces a job. A replaced job's old entry stays in the postings, marked dead. */
  upsert(job: IndexedJob): void {
    this.remove(job.id);
    this.forgetAnswers();
    const document = jobDocument(job.skills);
    const slot = this.jobs.length;
    this.jobs.push(job);
    if (slot >= this.alive.length) {
      const alive = new Uint8Array(this.alive.length * 2);
      alive.set(this.alive);
      this.alive = alive;
      const lengths = new Float64Array(this.lengths.length * 2);
      lengths.set(this.lengths);
      this.lengths = lengths;
    }
    this.alive[slot] = 1;
    this.lengths[slot] = document.length;
    this.facts.set(slot, job);
    this.slotById.set(job.id, slot);
    for (const [term, count] of document.counts) {
      const number = this.numberOf(term);
      this.postings[number]!.push(slot, count);
      this.termJobCount[number]!++;
    }
    this.totalLength += document.length;
    this.live++;
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.forgetAnswers();
    this.alive[slot] = 0;
    this.slotById.delete(id);
    for (const term of jobDocument(this.jobs[slot]!.skills).counts.keys())
      this.termJobCount[this.termNumber.get(term)!]!--;
    this.totalLength -= this.lengths[slot]!;
    this.live--;
  }

  private forgetAnswers(): void {
    this.queries.clear();
    this.pages.clear();
    this.generation++;
  }

  has(id: string): boolean {
    return this.slotById.has(id);
  }

  /** Share of dead entries, so the owner can rebuild when updates have left too many behind. */
  get deadShare(): number {
    return this.jobs.length === 0 ? 0 : 1 - this.live / this.jobs.length;
  }

  /** Adds each live job's evidence into `evidence`; answers how many slots it touched (in `touched`). */
  private accumulate(query: SeekerQuery): number {
    if (this.evidence.length < this.jobs.length) {
      this.evidence = new Float64Array(this.jobs.length * 2);
      this.touched = new Int32Array(this.jobs.length * 2);
    }
    const { evidence, touched, alive, lengths } = this;
    const averageLength = this.averageLength;
    let touchedCount = 0;
    for (const [term, wanted] of query.terms) {
      const number = this.termNumber.get(term);
      if (number === undefined || this.termJobCount[number] === 0) continue;
      const weight = wanted.weight * this.termWeight(term);
      const { slots, counts, size } = this.postings[number]!;
      for (let i = 0; i < size; i++) {
        const slot = slots[i]!;
        if (alive[slot] === 0) continue;
        if (evidence[slot] === 0) touched[touchedCount++] = slot;
        evidence[slot] = evidence[slot]! + weight * termEvidence(counts[i]!, lengths[slot]!, averageLength);
      }
    }
    return touchedCount;
  }

  /** Higher evidence first (as accumulated now), then newer, then by id: one order whichever process ranks. */
  private readonly better = (a: number, b: number): boolean => {
    const aEvidence = this.evidence[a]!;
    const bEvidence = this.evidence[b]!;
    if (aEvidence !== bEvidence) return aEvidence > bEvidence;
    const aJob = this.jobs[a]!;
    const bJob = this.jobs[b]!;
    if (aJob.postedDate !== bJob.postedDate) return aJob.postedDate > bJob.postedDate;
    return aJob.id < bJob.id;
  };

  private clear(touchedCount: number): void {
    for (let i = 0; i < touchedCount; i++) this.evidence[this.touched[i]!] = 0;
  }

  /** The seeker's whole query: their typed terms, then what the jobs those match best ask for. */
  queryFor(seeker: Pick<MatchSeeker, 'skills'>): SeekerQuery {
    const key = JSON.stringify(seeker.skills);
    return remembered(this.queries, key) ?? remember(this.queries, key, this.makeQuery(seeker), ANSWERS_KEPT);
  }

  private makeQuery(seeker: Pick<MatchSeeker, 'skills'>): SeekerQuery {
    const typed = typedQuery(seeker, this.taxonomy, this, this.parts);
    if (!this.parts.feedback) return typed;
    const touchedCount = this.accumulate(typed);
    const best = new BestSlots(FEEDBACK_JOBS, this.better);
    for (let i = 0; i < touchedCount; i++) best.offer(this.touched[i]!);
    const feedback = best.slots.map((slot) => ({
      document: jobDocument(this.jobs[slot]!.skills),
      evidence: this.evidence[slot]!,
    }));
    this.clear(touchedCount);
    return withFeedback(typed, feedback, this);
  }

  /**
   * The seeker's jobs by score (highest first, then more evidence, then newest, then id), skipping
   * `offset` and keeping `limit`, and how many jobs earn any skill credit at all.
   */
  rank(seeker: MatchSeeker, offset: number, limit: number): { jobs: RankedJob[]; total: number } {
    const key = JSON.stringify([seeker.skills, seeker.preferences, offset, limit]);
    return (
      remembered(this.pages, key) ??
      remember(this.pages, key, this.rankAfresh(seeker, offset, limit), ANSWERS_KEPT)
    );
  }

  /** Slots held, live or replaced (`idOf` names each one's job). */
  get slotCount(): number {
    return this.jobs.length;
  }

  idOf(slot: number): string {
    return this.jobs[slot]!.id;
  }

  /**
   * Every live job's score for the seeker that is above 0, by slot: a job with no skill credit scores
   * its preference points only (none when the seeker states no preference). The same numbers as `rank`
   * and `scoreJob`; the job list's "Best match" orders a whole search result by them.
   */
  eachScore(seeker: MatchSeeker, visit: (slot: number, score: number) => void): void {
    if (seeker.skills.length === 0) return;
    this.scoring(seeker, (touchedCount, scoreOf, fits) => {
      const visitScored = (slot: number) => {
        const score = scoreOf(slot);
        if (score > 0) visit(slot, score);
      };
      // Without preferences only the jobs with evidence score at all.
      if (!fits) for (let i = 0; i < touchedCount; i++) visitScored(this.touched[i]!);
      else for (let slot = 0; slot < this.jobs.length; slot++) if (this.alive[slot] !== 0) visitScored(slot);
    });
  }

  /**
   * Runs `use` with the seeker's evidence accumulated: the `touchedCount` slots in `touched` that have
   * any, a live slot's score (its evidence and, when the seeker states preferences, its fit to them) and
   * whether they do. The evidence is cleared after.
   */
  private scoring<T>(
    seeker: MatchSeeker,
    use: (touchedCount: number, scoreOf: (slot: number) => number, fits: boolean) => T,
  ): T {
    const query = this.queryFor(seeker);
    const touchedCount = this.accumulate(query);
    const { evidence } = this;
    const fitOf = this.facts.fitsFor(seeker.preferences);
    const scoreOf = (slot: number) =>
      matchScore(evidence[slot]!, query.half, fitOf === null ? null : fitOf(slot));
    const answer = use(touchedCount, scoreOf, fitOf !== null);
    this.clear(touchedCount);
    return answer;
  }

  private rankAfresh(
    seeker: MatchSeeker,
    offset: number,
    limit: number,
  ): { jobs: RankedJob[]; total: number } {
    return this.scoring(seeker, (touchedCount, scoreOf) => {
      const { touched } = this;
      const scores = new Uint8Array(touchedCount);
      const perScore = new Int32Array(101 + PREFERENCE_POINTS);
      for (let i = 0; i < touchedCount; i++) {
        scores[i] = scoreOf(touched[i]!);
        perScore[scores[i]!]!++;
      }
      // The lowest score that still reaches the page: jobs above it all do, and of those at it only the
      // best few, picked without sorting them all (at a million jobs thousands can share one score).
      const wanted = offset + limit;
      let lowest = 100;
      for (let seen = perScore[100]!; lowest > 0 && seen < wanted; seen += perScore[--lowest]!);
      const above: number[] = [];
      for (let i = 0; i < touchedCount; i++) if (scores[i]! > lowest) above.push(i);
      const atLowest = new BestSlots(wanted - above.length, this.better);
      for (let i = 0; i < touchedCount; i++) if (scores[i] === lowest) atLowest.offer(touched[i]!);
      const page = [
        ...above.map((i) => ({ slot: touched[i]!, score: scores[i]! })),
        ...atLowest.slots.map((slot) => ({ slot, score: lowest })),
      ];
      page.sort((a, b) => b.score - a.score || (this.better(a.slot, b.slot) ? -1 : 1));
      const jobs = page
        .slice(offset, offset + limit)
        .map(({ slot, score }) => ({ id: this.jobs[slot]!.id, score }));
      return { jobs, total: touchedCount };
    });
  }
}

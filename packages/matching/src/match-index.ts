import { TopK } from './top-k';
import { jobDocument, positionWeight, termEvidence } from './evidence';
import { JobFacts } from './job-facts';
import { JobIds } from './job-ids';
import { lruGet, lruSet } from './lru-map';
import type { MatchJob, MatchSeeker, MatchSkill } from './match-input';
import { MATCHING_SCORE, creditFor, matchScore } from './score';
import {
  PRODUCT_PARTS,
  typedQuery,
  type CatalogueStats,
  type MatchParts,
  type SeekerQuery,
} from './seeker-query';
import type { Taxonomy } from './taxonomy';
import { RowLists } from './row-lists';
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

/** A page of a seeker's jobs, how many earn any skill credit, and how many of those are matches. */
export interface RankedPage {
  jobs: RankedJob[];
  total: number;
  matching: number;
}

/** Seekers whose queries and ranked pages are kept between catalogue changes (the most recently asked). */
const ANSWERS_KEPT = 1_000;

/** One distinct job skill (the same id written the same way): what `creditFor` reads of it. */
interface SkillVariant {
  skill: MatchSkill;
  terms: readonly string[];
  /** Its id's number (`skillNumber`). */
  id: number;
}

/** The most places a skill's position is told apart by (`positionWeight` is 1 long before). */
const LAST_POSITION = 255;

/**
 * Every active job's skills in memory, inverted: term → jobs (with counts), for BM25's evidence, and
 * distinct skill → jobs (with the skill's place), for coverage; with how many jobs name each term and
 * ask for each skill (the weights). Ranking a seeker walks the postings of their query's terms, then
 * those of the job skills they earn credit for (each credit worked out once, by `creditFor`). A ranked
 * score is `scoreJob`'s score: same query, same functions; coverage adds whole numbers, and evidence
 * adds in the same order.
 */
export class MatchIndex implements CatalogueStats {
  /**
   * Each row's job id (each id's latest row is live while `alive`) and posted date, as the number of the
   * date in `postedDates`: the tie-breaks. Its skills live on as numbers below; no object per job.
   */
  readonly ids = new JobIds();
  private posted = new Int32Array(1024);
  private readonly postedDates: string[] = [];
  private readonly postedNumber = new Map<string, number>();
  private readonly termNumber = new Map<string, number>();
  private readonly postings: TermPostings[] = [];
  /** Per term, how many live jobs name it. */
  private readonly termJobCount: number[] = [];
  /** Per row, the numbers of the terms its document names (to count them out when it goes). */
  private readonly rowTerms = new RowLists();
  private live = 0;
  private totalLength = 0;
  private alive = new Uint8Array(1024);
  private lengths = new Float64Array(1024);
  private readonly facts = new JobFacts();
  /** Skill ids by number, with how many live jobs ask for each. */
  private readonly skillNumber = new Map<string, number>();
  private readonly skillJobCount: number[] = [];
  /** Per skill number, its weight (`skillWeight`) and the `generation` it was worked out for. */
  private skillWeights = new Int32Array(0);
  private skillWeightsAt = new Int32Array(0);
  /** Per row, coverage's denominator (`askedOf`) and the `generation` it was worked out for. */
  private asked = new Float64Array(0);
  private askedAt = new Int32Array(0);
  /**
   * Distinct job skills, the jobs asking for each (count = place), and how to find them: a job's skill by
   * its id's number, then among that id's few variants by label (no map per id, no key string per skill).
   */
  private readonly variants: SkillVariant[] = [];
  private readonly variantPostings: TermPostings[] = [];
  private readonly variantsById: number[][] = [];
  private readonly variantsByTerm = new Map<string, number[]>();
  /** Per row, its skills' id numbers, in order (the place is the list's index). */
  private readonly rowSkillIds = new RowLists();
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
  /** Raised by every change, so that what others derive from the rows knows to derive it again. */
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

  /** A skill's rarity as a whole number: round(100 × its inverse document frequency), at least 1. */
  readonly skillWeight = (id: string): number => {
    const number = this.skillNumber.get(id);
    return weightOf(number === undefined ? 0 : this.skillJobCount[number]!, this.live);
  };

  /** A skill number's weight now, worked out once per `generation` and only for skills asked about. */
  private weightAt(number: number): number {
    if (this.skillWeightsAt.length < this.skillJobCount.length) {
      const size = this.skillJobCount.length * 2;
      this.skillWeights = new Int32Array(size);
      this.skillWeightsAt = new Int32Array(size).fill(-1);
    }
    if (this.skillWeightsAt[number] !== this.generation) {
      this.skillWeights[number] = weightOf(this.skillJobCount[number]!, this.live);
      this.skillWeightsAt[number] = this.generation;
    }
    return this.skillWeights[number]!;
  }

  private skillNumberOf(id: string): number {
    let number = this.skillNumber.get(id);
    if (number === undefined) {
      number = this.skillJobCount.length;
      this.skillNumber.set(id, number);
      this.skillJobCount.push(0);
      this.variantsById.push([]);
    }
    return number;
  }

  private variantOf(skill: MatchSkill, terms: readonly string[]): number {
    const id = this.skillNumberOf(skill.id);
    const ofId = this.variantsById[id]!;
    for (const number of ofId) if (this.variants[number]!.skill.label === skill.label) return number;
    const number = this.variants.length;
    this.variants.push({ skill, terms, id });
    this.variantPostings.push(new TermPostings());
    ofId.push(number);
    for (const term of terms) {
      const list = this.variantsByTerm.get(term);
      if (list === undefined) this.variantsByTerm.set(term, [number]);
      else list.push(number);
    }
    return number;
  }

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
    const row = this.ids.add(job.id);
    if (row >= this.alive.length) {
      const alive = new Uint8Array(this.alive.length * 2);
      alive.set(this.alive);
      this.alive = alive;
      const lengths = new Float64Array(this.lengths.length * 2);
      lengths.set(this.lengths);
      this.lengths = lengths;
      const posted = new Int32Array(this.posted.length * 2);
      posted.set(this.posted);
      this.posted = posted;
    }
    let date = this.postedNumber.get(job.postedDate);
    if (date === undefined) {
      date = this.postedDates.push(job.postedDate) - 1;
      this.postedNumber.set(job.postedDate, date);
    }
    this.posted[row] = date;
    this.alive[row] = 1;
    this.lengths[row] = document.length;
    this.keepSkills(row, job.skills, document.skillTerms);
    this.facts.set(row, job);
    const termNumbers: number[] = [];
    for (const [term, count] of document.counts) {
      const number = this.numberOf(term);
      this.postings[number]!.push(row, count);
      this.termJobCount[number]!++;
      termNumbers.push(number);
    }
    this.rowTerms.set(row, termNumbers);
    this.totalLength += document.length;
    this.live++;
  }

  /** The row's skills: each distinct skill's posting, its id's count, and the id numbers in order. */
  private keepSkills(row: number, skills: readonly MatchSkill[], terms: (readonly string[])[]): void {
    const ids: number[] = [];
    for (let place = 0; place < Math.min(skills.length, LAST_POSITION); place++) {
      const variant = this.variantOf(skills[place]!, terms[place]!);
      const id = this.variants[variant]!.id;
      this.variantPostings[variant]!.push(row, place);
      this.skillJobCount[id]!++;
      ids.push(id);
    }
    this.rowSkillIds.set(row, ids);
  }

  remove(id: string): void {
    const row = this.rowOf(id);
    if (row === undefined) return;
    this.forgetAnswers();
    this.alive[row] = 0;
    this.rowSkillIds.forEach(row, (id) => this.skillJobCount[id]!--);
    this.rowTerms.forEach(row, (number) => this.termJobCount[number]!--);
    this.totalLength -= this.lengths[row]!;
    this.live--;
  }

  private forgetAnswers(): void {
    this.queries.clear();
    this.pages.clear();
    this.generation++;
  }

  has(id: string): boolean {
    return this.rowOf(id) !== undefined;
  }

  /** A live job's row, for `rowsScoringFrom`. */
  rowOf(id: string): number | undefined {
    const row = this.ids.rowOf(id);
    return row === undefined || this.alive[row] === 0 ? undefined : row;
  }

  /** Share of dead entries, so the owner can rebuild when updates have left too many behind. */
  get replacedShare(): number {
    return this.ids.rowCount === 0 ? 0 : 1 - this.live / this.ids.rowCount;
  }

  /**
   * Adds each live job's evidence into `evidence` and the weighted credit the seeker earns into
   * `earned`, for the rows from `from` on; answers how many rows it touched (in `touched`, each marked
   * in `marked` the first time).
   */
  private accumulate(query: SeekerQuery, from = 0): number {
    if (this.evidence.length < this.ids.rowCount) {
      this.evidence = new Float64Array(this.ids.rowCount * 2);
      this.earned = new Float64Array(this.ids.rowCount * 2);
      this.marked = new Uint8Array(this.ids.rowCount * 2);
      this.touched = new Int32Array(this.ids.rowCount * 2);
    }
    const { evidence, earned, alive, lengths, marked, touched } = this;
    const averageLength = this.averageLength;
    let touchedCount = 0;
    for (const [term, wanted] of query.terms) {
      const number = this.termNumber.get(term);
      if (number === undefined || this.termJobCount[number] === 0) continue;
      const weight = wanted.weight * this.termWeight(term);
      const postings = this.postings[number]!;
      const { rows, counts, size } = postings;
      for (let i = from === 0 ? 0 : postings.firstFrom(from); i < size; i++) {
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
      const asking = this.variantPostings[variant]!;
      if (asking.size === 0 || asking.rows[asking.size - 1]! < from) continue;
      const { skill, terms, id } = this.variants[variant]!;
      const credit = creditFor(skill, terms, query, this);
      if (credit === null) continue;
      const perPlace = this.weightAt(id) * credit.percent;
      const postings = this.variantPostings[variant]!;
      const { rows, counts: places, size } = postings;
      for (let i = from === 0 ? 0 : postings.firstFrom(from); i < size; i++) {
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

  /** The distinct job skills the seeker may earn credit for: their own, related ones, and those sharing a word. */
  private variantsFor(query: SeekerQuery): Set<number> {
    const found = new Set<number>();
    const byId = (id: string) => {
      const number = this.skillNumber.get(id);
      if (number !== undefined) for (const variant of this.variantsById[number]!) found.add(variant);
    };
    for (const piece of query.pieces) {
      byId(piece.id);
      for (const term of piece.terms)
        for (const variant of this.variantsByTerm.get(term) ?? []) found.add(variant);
    }
    for (const id of query.related.keys()) byId(id);
    return found;
  }

  /**
   * The sum of the row's skill weights by place: coverage's denominator, as `scoreJob` adds it. Kept per
   * row until the catalogue changes: a broad seeker touches most jobs, and every ranking needs it again.
   */
  private askedOf(row: number): number {
    if (this.askedAt.length < this.ids.rowCount) {
      this.asked = new Float64Array(this.ids.rowCount * 2);
      this.askedAt = new Int32Array(this.ids.rowCount * 2).fill(-1);
    }
    if (this.askedAt[row] === this.generation) return this.asked[row]!;
    let asked = 0;
    this.rowSkillIds.forEach(row, (id, place) => (asked += positionWeight(place) * this.weightAt(id)));
    this.asked[row] = asked;
    this.askedAt[row] = this.generation;
    return asked;
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
    const key = JSON.stringify(seeker.skills);
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

  /** Rows held, live or replaced (`ids` names each one's job). */
  get rowCount(): number {
    return this.ids.rowCount;
  }

  idOf(row: number): string {
    return this.ids.idOf(row);
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

/** A skill asked for by `jobs` of `size` jobs weighs round(100 × ln(1 + (N − n + 0.5) / (n + 0.5))), at least 1. */
function weightOf(jobs: number, size: number): number {
  return Math.max(1, Math.round(100 * Math.log(1 + (size - jobs + 0.5) / (jobs + 0.5))));
}

import { jobDocument, positionWeight } from './evidence';
import { grownLength } from './growth';
import { JobFacts } from './job-facts';
import { JobIds } from './job-ids';
import type { MatchJob, MatchSkill } from './match-input';
import type { CatalogueStats, SeekerQuery } from './seeker-query';
import { RowLists } from './row-lists';
import { PostingLists } from './posting-lists';

export interface IndexedJob extends MatchJob {
  id: string;
  /** Newer first among equal scores: the posted date as sortable text (YYYY-MM-DD). */
  postedDate: string;
}

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
 * Every listed job's skills in memory, inverted, as `MatchIndex` (match-index.ts) ranks them: term → jobs
 * (with counts), for BM25's evidence, and distinct skill → jobs (with the skill's place), for coverage;
 * with how many jobs name each term and ask for each skill (the weights), and each job's id, posted date
 * and facts. Jobs are added and removed here; ranking is `MatchIndex`'s.
 */
export class MatchPostings implements CatalogueStats {
  /**
   * Each row's job id (each id's latest row is live while `alive`) and posted date, as the number of the
   * date in `postedDates`: the tie-breaks. Its skills live on as numbers below; no object per job.
   */
  readonly ids = new JobIds();
  protected posted = new Int32Array(1024);
  protected readonly postedDates: string[] = [];
  private readonly postedNumber = new Map<string, number>();
  protected readonly termNumber = new Map<string, number>();
  /** Per term number, its jobs' rows and the term's weighted count in each. */
  protected readonly postings = new PostingLists(true);
  /** Per term, how many live jobs name it. */
  protected readonly termJobCount: number[] = [];
  /** Per row, the numbers of the terms its document names (to count them out when it goes). */
  private readonly rowTerms = new RowLists();
  protected live = 0;
  private totalLength = 0;
  protected alive = new Uint8Array(1024);
  protected lengths = new Float64Array(1024);
  protected readonly facts = new JobFacts();
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
  protected readonly variants: SkillVariant[] = [];
  /** Per variant, the rows of the jobs asking for it and its place among their skills. */
  protected readonly variantPostings = new PostingLists(true);
  private readonly variantsById: number[][] = [];
  private readonly variantsByTerm = new Map<string, number[]>();
  /** Per row, its skills' id numbers, in order (the place is the list's index). */
  private readonly rowSkillIds = new RowLists();
  /** Raised by every change, so that what others derive from the rows knows to derive it again. */
  generation = 0;

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
  protected weightAt(number: number): number {
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
    this.variantPostings.add();
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
      number = this.postings.add();
      this.termNumber.set(term, number);
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
      this.postings.push(number, row, count);
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
      this.variantPostings.push(variant, row, place);
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

  /** Called by every change; `MatchIndex` also empties what it kept of the rankings. */
  protected forgetAnswers(): void {
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

  /** The distinct job skills the seeker may earn credit for: their own, related ones, and those sharing a word. */
  protected variantsFor(query: SeekerQuery): Set<number> {
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
  protected askedOf(row: number): number {
    if (this.askedAt.length < this.ids.rowCount) {
      const size = grownLength(this.asked.length, this.ids.rowCount);
      this.asked = new Float64Array(size);
      this.askedAt = new Int32Array(size).fill(-1);
    }
    if (this.askedAt[row] === this.generation) return this.asked[row]!;
    let asked = 0;
    this.rowSkillIds.forEach(row, (id, place) => (asked += positionWeight(place) * this.weightAt(id)));
    this.asked[row] = asked;
    this.askedAt[row] = this.generation;
    return asked;
  }

  /** Rows held, live or replaced (`ids` names each one's job). */
  get rowCount(): number {
    return this.ids.rowCount;
  }

  idOf(row: number): string {
    return this.ids.idOf(row);
  }
}

/** A skill asked for by `jobs` of `size` jobs weighs round(100 × ln(1 + (N − n + 0.5) / (n + 0.5))), at least 1. */
function weightOf(jobs: number, size: number): number {
  return Math.max(1, Math.round(100 * Math.log(1 + (size - jobs + 0.5) / (jobs + 0.5))));
}

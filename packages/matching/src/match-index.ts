import { meaningfulWords } from './skill-text';
import {
  preferenceChecks,
  scorePoints,
  skillCreditFinder,
  type MatchJob,
  type MatchSeeker,
  type MatchSkill,
  type WordWeight,
} from './score';
import type { Taxonomy } from './taxonomy';

export interface IndexedJob extends MatchJob {
  id: string;
  /** Newer first among equal scores: the posted date as sortable text (YYYY-MM-DD). */
  postedDate: string;
}

export interface RankedJob {
  id: string;
  score: number;
}

interface Slot {
  job: IndexedJob;
  /** Dictionary numbers of the job's distinct skills. */
  skills: number[];
  alive: boolean;
}

/**
 * Every active job's skills in memory, inverted: for each distinct skill of the catalogue, the jobs
 * asking for it. Ranking a seeker touches only the jobs that ask for a skill the seeker earns credit
 * for, and scores them with the same arithmetic as `scoreJob`, so a ranked score is the score.
 */
export class MatchIndex {
  private readonly slots: Slot[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly skillNumber = new Map<string, number>();
  private readonly skillIds: string[] = [];
  private readonly postings: number[][] = [];
  /** Number of live jobs whose skills contain each word, for word weights. */
  private readonly wordJobs = new Map<string, number>();
  /** Dictionary skills containing each word. */
  private readonly skillsByWord = new Map<string, number[]>();
  private live = 0;

  constructor(private readonly taxonomy: Taxonomy) {}

  get size(): number {
    return this.live;
  }

  /** How rare a word is among the catalogue's skills (inverse document frequency, at least 1). */
  readonly wordWeight: WordWeight = (word) =>
    Math.log(1 + (this.live + 1) / ((this.wordJobs.get(word) ?? 0) + 1));

  private numberOf(id: string): number {
    let number = this.skillNumber.get(id);
    if (number === undefined) {
      number = this.skillIds.length;
      this.skillIds.push(id);
      this.skillNumber.set(id, number);
      this.postings.push([]);
      for (const word of meaningfulWords(id)) {
        const list = this.skillsByWord.get(word) ?? [];
        list.push(number);
        this.skillsByWord.set(word, list);
      }
    }
    return number;
  }

  private countWords(skills: readonly MatchSkill[], change: 1 | -1): void {
    const words = new Set(skills.flatMap((skill) => meaningfulWords(skill.id)));
    for (const word of words) this.wordJobs.set(word, (this.wordJobs.get(word) ?? 0) + change);
  }

  /** Adds or replaces a job. A replaced job's old entry stays in the postings, marked dead. */
  upsert(job: IndexedJob): void {
    this.remove(job.id);
    const skills = [...new Set(job.skills.map((skill) => this.numberOf(skill.id)))];
    const slot = this.slots.length;
    this.slots.push({ job, skills, alive: true });
    this.slotById.set(job.id, slot);
    for (const skill of skills) this.postings[skill]!.push(slot);
    this.countWords(job.skills, 1);
    this.live++;
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    const entry = this.slots[slot]!;
    entry.alive = false;
    this.slotById.delete(id);
    this.countWords(entry.job.skills, -1);
    this.live--;
  }

  has(id: string): boolean {
    return this.slotById.has(id);
  }

  /** Share of dead entries, so the owner can rebuild when updates have left too many behind. */
  get deadShare(): number {
    return this.slots.length === 0 ? 0 : 1 - this.live / this.slots.length;
  }

  /**
   * The seeker's jobs by score (highest first, then newest, then id), skipping `offset` and keeping
   * `limit`, and how many jobs earn any skill credit at all.
   */
  rank(seeker: MatchSeeker, offset: number, limit: number): { jobs: RankedJob[]; total: number } {
    const finder = skillCreditFinder(seeker.skills, this.taxonomy, this.wordWeight);

    // Dictionary skills the seeker can earn credit for: their own, those they stand in for, shared words.
    const candidates = new Set<number>();
    const addId = (id: string) => {
      const number = this.skillNumber.get(id);
      if (number !== undefined) candidates.add(number);
    };
    for (const skill of seeker.skills) {
      addId(skill.id);
      for (const target of this.taxonomy.standInsFrom(skill.id)) addId(target);
      for (const word of meaningfulWords(skill.id))
        for (const number of this.skillsByWord.get(word) ?? []) candidates.add(number);
    }

    const creditBySlot = new Map<number, number>();
    for (const number of candidates) {
      const id = this.skillIds[number]!;
      const { percent } = finder.creditFor({ id, label: id });
      if (percent === 0) continue;
      for (const slot of this.postings[number]!) {
        if (this.slots[slot]!.alive) creditBySlot.set(slot, (creditBySlot.get(slot) ?? 0) + percent);
      }
    }

    // Scores are whole numbers 0–100: count them, then sort only the jobs at or above the page's cut.
    const scored: { slot: number; score: number }[] = [];
    const perScore = new Array<number>(101).fill(0);
    for (const [slot, creditPercent] of creditBySlot) {
      const { job, skills } = this.slots[slot]!;
      const { score } = scorePoints(creditPercent, skills.length, preferenceChecks(seeker.preferences, job));
      scored.push({ slot, score });
      perScore[score]!++;
    }
    let cut = 100;
    for (let seen = perScore[100]!; cut > 0 && seen < offset + limit;) seen += perScore[--cut]!;
    const page = scored
      .filter((entry) => entry.score >= cut)
      .map((entry) => ({ ...entry, job: this.slots[entry.slot]!.job }))
      .sort(
        (a, b) =>
          b.score - a.score ||
          (a.job.postedDate < b.job.postedDate ? 1 : a.job.postedDate > b.job.postedDate ? -1 : 0) ||
          (a.job.id < b.job.id ? -1 : 1),
      )
      .slice(offset, offset + limit)
      .map((entry) => ({ id: entry.job.id, score: entry.score }));
    return { jobs: page, total: creditBySlot.size };
  }
}

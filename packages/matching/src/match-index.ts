import { meaningfulWords } from './skill-text';
import {
  PREFERENCE_POINTS,
  preferenceChecks,
  scorePoints,
  skillPointsOf,
  type MatchJob,
  type MatchSeeker,
} from './score';
import { skillCreditFinder, type CatalogueWeights } from './skill-credit';
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
/** Highest score first, then newest, then by id, so that pages never overlap. */
function byScoreThenNewest(
  a: { score: number; job: IndexedJob },
  b: { score: number; job: IndexedJob },
): number {
  return (
    b.score - a.score ||
    (a.job.postedDate < b.job.postedDate ? 1 : a.job.postedDate > b.job.postedDate ? -1 : 0) ||
    (a.job.id < b.job.id ? -1 : 1)
  );
}

export class MatchIndex implements CatalogueWeights {
  private readonly slots: Slot[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly skillNumber = new Map<string, number>();
  private readonly skillIds: string[] = [];
  /** Meaningful words of each dictionary skill, split once. */
  private readonly skillWords: string[][] = [];
  private readonly postings: number[][] = [];
  /** Number of live jobs asking for each dictionary skill, for skill weights. */
  private readonly skillJobs: number[] = [];
  /** Number of live jobs whose skills contain each word, for word weights. */
  private readonly wordJobs = new Map<string, number>();
  /** Dictionary skills containing each word. */
  private readonly skillsByWord = new Map<string, number[]>();
  private live = 0;
  /** Per slot, in flat arrays that ranking reads without visiting the slot objects: alive, skill count. */
  private slotAlive = new Uint8Array(1024);
  private slotSkillCount = new Uint16Array(1024);
  /**
   * Scratch space for ranking, reused: per slot the skill credit, the profile weight used, and one
   * seeker skill's best credit; the slots touched by the whole ranking and by one seeker skill.
   */
  private credit = new Int32Array(0);
  private used = new Float64Array(0);
  private best = new Int32Array(0);
  private touched = new Int32Array(0);
  private touchedBy = new Int32Array(0);

  constructor(private readonly taxonomy: Taxonomy) {}

  get size(): number {
    return this.live;
  }

  /** How rare a word is among the catalogue's jobs (inverse document frequency, at least ln 2). */
  readonly wordWeight = (word: string): number =>
    Math.log(1 + (this.live + 1) / ((this.wordJobs.get(word) ?? 0) + 1));

  /**
   * How much a skill says about a seeker: its inverse document frequency among the catalogue's jobs,
   * squared (a skill one job in a thousand asks for weighs about 20 times one that every third job
   * asks for), in hundredths, as a whole number.
   */
  readonly skillWeight = (id: string): number => {
    const number = this.skillNumber.get(id);
    const asking = number === undefined ? 0 : this.skillJobs[number]!;
    return Math.round(100 * Math.log(1 + (this.live + 1) / (asking + 1)) ** 2);
  };

  private numberOf(id: string): number {
    let number = this.skillNumber.get(id);
    if (number === undefined) {
      number = this.skillIds.length;
      const words = meaningfulWords(id);
      this.skillIds.push(id);
      this.skillWords.push(words);
      this.skillNumber.set(id, number);
      this.postings.push([]);
      this.skillJobs.push(0);
      for (const word of words) {
        const list = this.skillsByWord.get(word) ?? [];
        list.push(number);
        this.skillsByWord.set(word, list);
      }
    }
    return number;
  }

  private countWords(skills: readonly number[], change: 1 | -1): void {
    const words = new Set<string>();
    for (const skill of skills) {
      this.skillJobs[skill]! += change;
      for (const word of this.skillWords[skill]!) words.add(word);
    }
    for (const word of words) this.wordJobs.set(word, (this.wordJobs.get(word) ?? 0) + change);
  }

  /** Adds or replaces a job. A replaced job's old entry stays in the postings, marked dead. */
  upsert(job: IndexedJob): void {
    this.remove(job.id);
    const skills = [...new Set(job.skills.map((skill) => this.numberOf(skill.id)))];
    const slot = this.slots.length;
    this.slots.push({ job, skills, alive: true });
    if (slot >= this.slotAlive.length) {
      const alive = new Uint8Array(this.slotAlive.length * 2);
      alive.set(this.slotAlive);
      this.slotAlive = alive;
      const counts = new Uint16Array(this.slotSkillCount.length * 2);
      counts.set(this.slotSkillCount);
      this.slotSkillCount = counts;
    }
    this.slotAlive[slot] = 1;
    this.slotSkillCount[slot] = skills.length;
    this.slotById.set(job.id, slot);
    for (const skill of skills) this.postings[skill]!.push(slot);
    this.countWords(skills, 1);
    this.live++;
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    const entry = this.slots[slot]!;
    entry.alive = false;
    this.slotAlive[slot] = 0;
    this.slotById.delete(id);
    this.countWords(entry.skills, -1);
    this.live--;
  }

  has(id: string): boolean {
    return this.slotById.has(id);
  }

  /** The ids of the jobs in the index. */
  ids(): string[] {
    return [...this.slotById.keys()];
  }

  /** Share of dead entries, so the owner can rebuild when updates have left too many behind. */
  get deadShare(): number {
    return this.slots.length === 0 ? 0 : 1 - this.live / this.slots.length;
  }

  /**
   * Dictionary skills the seeker can earn credit for: their own, those they stand in for, those of the
   * same kind of product, shared words.
   */
  private candidateSkills(seeker: MatchSeeker): Set<number> {
    const candidates = new Set<number>();
    const addId = (id: string) => {
      const number = this.skillNumber.get(id);
      if (number !== undefined) candidates.add(number);
    };
    for (const skill of seeker.skills) {
      addId(skill.id);
      for (const target of this.taxonomy.standInsFrom(skill.id)) addId(target);
      const group = this.taxonomy.groupOf(skill.id);
      if (group !== undefined) for (const member of this.taxonomy.groupMembers(group)) addId(member);
      for (const word of meaningfulWords(skill.id)) {
        for (const number of this.skillsByWord.get(word) ?? []) candidates.add(number);
      }
    }
    return candidates;
  }

  /**
   * The seeker's jobs by score (highest first, then newest, then id), skipping `offset` and keeping
   * `limit`, and how many jobs earn any skill credit at all.
   */
  rank(seeker: MatchSeeker, offset: number, limit: number): { jobs: RankedJob[]; total: number } {
    // One ranking asks for the same few words' weights thousands of times.
    const weights = new Map<string, number>();
    const finder = skillCreditFinder(seeker.skills, this.taxonomy, {
      wordWeight: (word) => {
        let weight = weights.get(word);
        if (weight === undefined) weights.set(word, (weight = this.wordWeight(word)));
        return weight;
      },
      skillWeight: this.skillWeight,
    });
    if (this.credit.length < this.slots.length) {
      this.credit = new Int32Array(this.slots.length * 2);
      this.used = new Float64Array(this.slots.length * 2);
      this.best = new Int32Array(this.slots.length * 2);
      this.touched = new Int32Array(this.slots.length * 2);
      this.touchedBy = new Int32Array(this.slots.length * 2);
    }
    const { credit, used, best, touched, touchedBy } = this;
    // The job skills each of the seeker's skills earns credit for, with how much.
    const creditedBy = seeker.skills.map((): [number, number][] => []);
    for (const number of this.candidateSkills(seeker)) {
      const id = this.skillIds[number]!;
      const found = finder.creditFor({ id, label: id }, this.skillWords[number]);
      if (found.percent > 0) creditedBy[found.via!]!.push([number, found.percent]);
    }
    // Per slot: the credit summed over its skills, and each seeker skill's best credit there times
    // that skill's weight, summed (as `scoreJob` does job by job).
    let touchedCount = 0;
    creditedBy.forEach((credited, place) => {
      let touchedByCount = 0;
      for (const [number, percent] of credited) {
        for (const slot of this.postings[number]!) {
          if (credit[slot] === 0) touched[touchedCount++] = slot;
          credit[slot] = credit[slot]! + percent;
          if (best[slot] === 0) touchedBy[touchedByCount++] = slot;
          if (percent > best[slot]!) best[slot] = percent;
        }
      }
      const weight = finder.weights[place]!;
      for (let i = 0; i < touchedByCount; i++) {
        const slot = touchedBy[i]!;
        used[slot] = used[slot]! + best[slot]! * weight;
        best[slot] = 0;
      }
    });

    // Scores are whole numbers 0–100. The skill points alone bound a score from below and preference
    // points add at most `headroom`: visit jobs by that bound, best first, checking preferences, and
    // stop once no job left can reach the page.
    const withPreferences =
      seeker.preferences.jobTypes.length > 0 ||
      seeker.preferences.locations.length > 0 ||
      seeker.preferences.remote ||
      seeker.preferences.salaryMin !== null;
    const headroom = withPreferences ? PREFERENCE_POINTS : 0;
    const { slotAlive, slotSkillCount } = this;
    const skillPointsFor = (slot: number) => {
      const points = skillPointsOf(
        credit[slot]!,
        slotSkillCount[slot]!,
        used[slot]!,
        finder.profile,
        withPreferences,
      );
      return points.coveragePoints + points.profilePoints;
    };
    const lower = new Uint8Array(touchedCount);
    const startOf = new Int32Array(102);
    let total = 0;
    for (let i = 0; i < touchedCount; i++) {
      const slot = touched[i]!;
      if (slotAlive[slot] === 0) continue;
      lower[i] = skillPointsFor(slot);
      startOf[100 - lower[i]! + 1]!++;
      total++;
    }
    for (let bucket = 1; bucket <= 101; bucket++) startOf[bucket]! += startOf[bucket - 1]!;
    const byBound = new Int32Array(total);
    const boundAt = new Uint8Array(total);
    for (let i = 0; i < touchedCount; i++) {
      const slot = touched[i]!;
      if (slotAlive[slot] === 0) continue;
      const at = startOf[100 - lower[i]!]!++;
      byBound[at] = slot;
      boundAt[at] = lower[i]!;
    }
    const wanted = offset + limit;
    let page: { score: number; job: IndexedJob }[] = [];
    let previousBound = 101;
    for (let at = 0; at < total; at++) {
      const slot = byBound[at]!;
      const bound = boundAt[at]!;
      if (bound < previousBound && page.length >= wanted) {
        // A new, lower bound: keep the best `wanted` so far and stop if no job left can reach them.
        page = page.sort(byScoreThenNewest).slice(0, wanted);
        if (bound + headroom < page[wanted - 1]!.score) break;
      }
      previousBound = bound;
      const { job } = this.slots[slot]!;
      const checks = withPreferences ? preferenceChecks(seeker.preferences, job) : [];
      const points = scorePoints(credit[slot]!, slotSkillCount[slot]!, used[slot]!, finder.profile, checks);
      page.push({ score: points.score, job });
    }
    for (let i = 0; i < touchedCount; i++) {
      credit[touched[i]!] = 0;
      used[touched[i]!] = 0;
    }
    const jobs = page
      .sort(byScoreThenNewest)
      .slice(offset, offset + limit)
      .map((entry) => ({ id: entry.job.id, score: entry.score }));
    return { jobs, total };
  }
}

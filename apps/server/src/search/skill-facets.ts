import { lruSet } from '@skillmatch/matching/lru-map';
import type { FacetCounts } from './search-filters';
import { grown } from '@skillmatch/matching/growth';
import { grownToHold } from './row-arrays';
import type { Postings } from './text-postings';

/** Skills a search offers as filters besides those it filters by: its matches' most common. */
const SKILL_FACETS = 12; // At most 16: `widenedCounts` gives each a bit of a Uint16Array.
/** Searches whose skill facets are kept at once; the oldest goes first. */
const FACETS_KEPT = 128;

/** Whether `number` is in `sorted` (ascending). */
function isIn(sorted: readonly number[], number: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < number) low = middle + 1;
    else high = middle;
  }
  return sorted[low] === number;
}

/**
 * Each row's skills, as their numbers in the search index's skill postings, and a label to show for each
 * skill (as its live jobs write it), so that a search can offer as filters the skills its own matches have
 * most, each with the number of matches that filter would keep.
 */
export class RowSkills {
  /** Per row, where its skill numbers end in `numbers` (they start where the previous row's end). */
  private ends = new Int32Array(1024);
  private numbers: Uint16Array | Int32Array = new Uint16Array(4096);
  /** Per entry of `numbers`, how its job spells the skill: its place in the skill's `spellings`. */
  private spellingAt: Uint16Array | Int32Array = new Uint16Array(4096);
  /** Per skill number, the spellings jobs have written it in, and how many live jobs write each. */
  private readonly spellings: string[][] = [];
  private readonly writers: number[][] = [];
  /**
   * Per skill number, the spelling most of its live jobs write, the first in code-unit order among equals
   * (capitals first): the same label in every process, whatever order it read the jobs in.
   */
  private readonly labels: (string | undefined)[] = [];
  /** Per skill number, `containingOf`'s answer, while the skill postings hold `containingFor` texts. */
  private containing: (readonly number[] | undefined)[] = [];
  private containingFor = -1;
  /** Per skill number, the bits of the offered skills containing it (`widenedCounts`); zeros between uses. */
  private widening = new Uint16Array(1024);
  /**
   * Per skill number, how many of a search's matches hold it (`count`); zeros between uses, as only the
   * skills a search's matches hold (`held`) are set and cleared: a catalogue has tens of thousands of skill
   * texts, and emptying and scanning them all was most of a narrow search's count.
   */
  private counts = new Int32Array(1024);
  private held = new Int32Array(1024);
  /** Per search's filters, until the catalogue changes. */
  private readonly kept = new Map<string, FacetCounts>();

  /** The skills of `row`, which is the row after the last one added. */
  add(row: number, numbers: readonly number[], labels: readonly string[]): void {
    const start = row === 0 ? 0 : this.ends[row - 1]!;
    this.ends = grown(this.ends, row + 1);
    this.numbers = grownToHold(this.numbers, start + numbers.length, Math.max(0, ...numbers));
    numbers.forEach((number, index) => {
      const spellings = (this.spellings[number] ??= []);
      const writers = (this.writers[number] ??= []);
      let spelling = spellings.indexOf(labels[index]!);
      if (spelling < 0) {
        spelling = spellings.push(labels[index]!) - 1;
        writers.push(0);
      }
      this.spellingAt = grownToHold(this.spellingAt, start + numbers.length, spelling);
      this.numbers[start + index] = number;
      this.spellingAt[start + index] = spelling;
      this.countSpelling(number, spelling, 1);
    });
    this.ends[row] = start + numbers.length;
  }

  /** Stops counting the spellings of `row`, whose job is gone or replaced. */
  remove(row: number): void {
    for (let at = row === 0 ? 0 : this.ends[row - 1]!; at < this.ends[row]!; at++) {
      this.countSpelling(this.numbers[at]!, this.spellingAt[at]!, -1);
    }
  }

  /** One live job more or fewer writing the skill `number` as its `spelling`, and the label picked again. */
  private countSpelling(number: number, spelling: number, change: 1 | -1): void {
    const spellings = this.spellings[number]!;
    const writers = this.writers[number]!;
    writers[spelling]! += change;
    let chosen: number | undefined;
    writers.forEach((count, at) => {
      const most = chosen === undefined ? 0 : writers[chosen]!;
      if (count > most || (count > 0 && count === most && spellings[at]! < spellings[chosen!]!)) chosen = at;
    });
    this.labels[number] = chosen === undefined ? undefined : spellings[chosen];
  }

  forget(): void {
    this.kept.clear();
  }

  /**
   * The numbers of the skills whose text contains skill `number`'s (the skills its filter keeps), worked
   * out once per skill until a new skill text is added.
   */
  private containingOf(number: number, skills: Postings): readonly number[] {
    if (this.containingFor !== skills.size) {
      this.containing = [];
      this.containingFor = skills.size;
    }
    return (this.containing[number] ??= skills.numbersContaining(skills.textOf(number)));
  }

  /**
   * Per offered skill (by its index in `offered`) that other skills contain, the matching rows holding
   * any of those skills, counted in one pass over the matches' skills (each offered skill one bit);
   * undefined for the others, whose exact count is their filter's.
   */
  private widenedCounts(
    matching: ArrayLike<number>,
    counts: Int32Array,
    heldSkills: Int32Array,
    offered: readonly number[],
    skills: Postings,
  ) {
    const widened: (number | undefined)[] = [];
    // Kept between searches, as zeros: only the containing skills' entries are set, and cleared after.
    const bits = (this.widening = grown(this.widening, Math.max(skills.size, this.labels.length)));
    const marked: number[] = [];
    offered.forEach((number, index) => {
      // Only the containing skills some match holds: when that is the offered skill alone, its filter
      // keeps exactly its own count. Found from the shorter of the two lists: a short skill ("r", "go")
      // is contained in thousands of skill texts, where a narrow search's matches hold a few dozen.
      const containing = this.containingOf(number, skills);
      const held =
        heldSkills.length < containing.length
          ? heldSkills.filter((other) => isIn(containing, other))
          : containing.filter((other) => counts[other]! > 0);
      if (held.length <= 1) return;
      widened[index] = 0;
      for (const other of held) {
        bits[other]! |= 1 << index;
        marked.push(other);
      }
    });
    if (widened.length === 0) return widened;
    // Counted in a typed array, read from locals: the loop runs over every skill of every match.
    const tallies = new Int32Array(offered.length);
    const { ends, numbers } = this;
    for (let index = 0; index < matching.length; index++) {
      const row = matching[index]!;
      let held = 0;
      const end = ends[row]!;
      for (let at = row === 0 ? 0 : ends[row - 1]!; at < end; at++) held |= bits[numbers[at]!]!;
      for (; held !== 0; held &= held - 1) tallies[31 - Math.clz32(held & -held)]!++;
    }
    for (const number of marked) bits[number] = 0;
    return widened.map((_, index) => tallies[index]);
  }

  /**
   * The skills filtered by (every match has them: the total), then the `top` skills the matching rows
   * hold most. A skill filter keeps the jobs with a skill containing its text ("sql" keeps "MySQL"), so
   * each is counted as its filter would keep. Kept under `key` (the search) until `forget`.
   */
  facets(key: string, selected: readonly string[], skills: Postings, matchingRows: () => ArrayLike<number>) {
    const kept = this.kept.get(key);
    if (kept) return kept;
    return lruSet(this.kept, key, this.count(matchingRows(), selected, skills, SKILL_FACETS), FACETS_KEPT);
  }

  private count(matching: ArrayLike<number>, selected: readonly string[], skills: Postings, top: number) {
    const counts = (this.counts = grown(this.counts, this.labels.length));
    const held = (this.held = grown(this.held, this.labels.length));
    let heldCount = 0;
    const { ends, numbers } = this;
    for (let index = 0; index < matching.length; index++) {
      const row = matching[index]!;
      const end = ends[row]!;
      for (let at = row === 0 ? 0 : ends[row - 1]!; at < end; at++) {
        const number = numbers[at]!;
        if (counts[number]!++ === 0) held[heldCount++] = number;
      }
    }
    const selectedNumbers = new Set(selected.map((text) => skills.numberOf(text)));
    // Equal counts and labels in the skills' order, as when every skill was scanned in it.
    const byCount = (a: number, b: number) =>
      counts[b]! - counts[a]! || this.labels[a]!.localeCompare(this.labels[b]!) || a - b;
    const best: number[] = [];
    for (let index = 0; index < heldCount; index++) {
      const number = held[index]!;
      if (selectedNumbers.has(number)) continue;
      if (best.length === top && byCount(number, best[top - 1]!) >= 0) continue;
      let at = best.length;
      while (at > 0 && byCount(number, best[at - 1]!) < 0) at--;
      best.splice(at, 0, number);
      if (best.length > top) best.pop();
    }
    const widened = this.widenedCounts(matching, counts, held.subarray(0, heldCount), best, skills);
    const offered: FacetCounts = best.map((number, index) => ({
      value: this.labels[number]!,
      count: widened[index] ?? counts[number]!,
    }));
    for (let index = 0; index < heldCount; index++) counts[held[index]!] = 0;
    offered.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    const chosen = selected.map((text) => {
      const number = skills.numberOf(text);
      // A skill no live job has is named as filtered, as a process that never read it names it.
      const label = number === undefined ? undefined : this.labels[number];
      return { value: label ?? text, count: matching.length };
    });
    return [...chosen, ...offered] satisfies FacetCounts;
  }
}

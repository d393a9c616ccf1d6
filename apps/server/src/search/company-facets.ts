import { lruSet } from '@skillmatch/matching/lru-map';
import type { CompanyFacetCounts } from './search-filters';
import { grown } from '@skillmatch/matching/growth';
import { grownToHold } from './row-arrays';

/** Employers a search offers as filters: its matches' with the most jobs. */
const COMPANY_FACETS = 12;
/** Searches whose company facets are kept at once; the oldest goes first. */
const FACETS_KEPT = 128;

/**
 * Each row's employer, as a number, and each employer's rows: the company filter starts from its
 * employer's rows (a few among many), and a search counts its matches by employer from the same numbers.
 */
export class RowCompanies {
  /** Per row, its employer's number. */
  private numbers: Uint16Array | Int32Array = new Uint16Array(1024);
  private readonly numberBySlug = new Map<string, number>();
  private readonly slugs: string[] = [];
  /** Per employer number, its name as its latest job was written (a renamed company's jobs are all written again). */
  private readonly names: string[] = [];
  /** Per employer number, its rows, live or dead, in the order they were added. */
  private rows: Int32Array[] = [];
  private lengths = new Int32Array(64);
  /** Per search's filters, until the catalogue changes. */
  private readonly kept = new Map<string, CompanyFacetCounts>();
  /**
   * Per employer number, how many of a search's matches are its (`count`); zeros between uses, as only
   * the employers a search's matches have (`held`) are set and cleared, not every employer's.
   */
  private counts = new Int32Array(64);
  private held = new Int32Array(64);

  /** The employer of `row`, which is the row after the last one added. */
  add(row: number, slug: string, name: string): void {
    let number = this.numberBySlug.get(slug);
    if (number === undefined) {
      number = this.slugs.push(slug) - 1;
      this.numberBySlug.set(slug, number);
      this.rows.push(new Int32Array(8));
      this.lengths = grown(this.lengths, number + 1);
    }
    this.names[number] = name;
    this.numbers = grownToHold(this.numbers, row + 1, number);
    this.numbers[row] = number;
    const length = this.lengths[number]!;
    const list = grown(this.rows[number]!, length + 1);
    list[length] = row;
    this.rows[number] = list;
    this.lengths[number] = length + 1;
  }

  /** The employer's number; undefined for a slug no job has had. */
  numberOf(slug: string): number | undefined {
    return this.numberBySlug.get(slug);
  }

  numberAt(row: number): number {
    return this.numbers[row]!;
  }

  /** Every row an employer's jobs have had (the dead ones too: a search tests each row). */
  rowsOf(number: number): Int32Array {
    return this.rows[number]!.subarray(0, this.lengths[number]!);
  }

  forget(): void {
    this.kept.clear();
  }

  /**
   * The company filtered by (every match is its: the total), then the employers with the most matches,
   * most first, then by name. Kept under `key` (the search) until `forget`.
   */
  facets(
    key: string,
    selected: string | undefined,
    matchingRows: () => ArrayLike<number>,
  ): CompanyFacetCounts {
    const kept = this.kept.get(key);
    if (kept) return kept;
    return lruSet(this.kept, key, this.count(matchingRows(), selected), FACETS_KEPT);
  }

  private count(matching: ArrayLike<number>, selected: string | undefined): CompanyFacetCounts {
    const counts = (this.counts = grown(this.counts, this.slugs.length));
    const held = (this.held = grown(this.held, this.slugs.length));
    let heldCount = 0;
    for (let index = 0; index < matching.length; index++) {
      const number = this.numbers[matching[index]!]!;
      if (counts[number]!++ === 0) held[heldCount++] = number;
    }
    const selectedNumber = selected === undefined ? undefined : this.numberBySlug.get(selected);
    // Equal counts and names in the employers' order, as when every employer was scanned in it.
    const byCount = (a: number, b: number) =>
      counts[b]! - counts[a]! || this.names[a]!.localeCompare(this.names[b]!) || a - b;
    const best: number[] = [];
    for (let index = 0; index < heldCount; index++) {
      const number = held[index]!;
      if (number === selectedNumber) continue;
      if (best.length === COMPANY_FACETS && byCount(number, best[COMPANY_FACETS - 1]!) >= 0) continue;
      let at = best.length;
      while (at > 0 && byCount(number, best[at - 1]!) < 0) at--;
      best.splice(at, 0, number);
      if (best.length > COMPANY_FACETS) best.pop();
    }
    const offered = best.map((number) => ({
      value: this.slugs[number]!,
      name: this.names[number]!,
      count: counts[number]!,
    }));
    for (let index = 0; index < heldCount; index++) counts[held[index]!] = 0;
    if (selected === undefined) return offered;
    // A company no live job has is named by its slug, as a process that never read it names it.
    const name = selectedNumber === undefined ? selected : this.names[selectedNumber]!;
    return [{ value: selected, name, count: matching.length }, ...offered];
  }
}

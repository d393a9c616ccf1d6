import { PostingLists } from '@skillmatch/matching/posting-lists';

/** The distinct three-character runs of a text. */
function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= text.length; at++) trigrams.add(text.slice(at, at + 3));
  return trigrams;
}

/**
 * Texts and, for each, the rows of the jobs that have it (replaced jobs' rows stay, dead), with the
 * texts each trigram occurs in, so that finding the texts that contain a part tests only the texts
 * that have its rarest trigram.
 */
export class Postings {
  private readonly numbers = new Map<string, number>();
  private readonly texts: string[] = [];
  /** Per text, its rows (posting-lists.ts: most texts have one or two jobs). */
  private readonly rows = new PostingLists();
  private readonly textsByTrigram = new Map<string, number[]>();

  /** Adds `row` to the text's jobs (once, however often one job adds it); answers the text's number. */
  add(text: string, row: number): number {
    let number = this.numbers.get(text);
    if (number === undefined) {
      number = this.rows.add();
      this.numbers.set(text, number);
      this.texts.push(text);
      for (const trigram of trigramsOf(text)) {
        const texts = this.textsByTrigram.get(trigram);
        if (texts) texts.push(number);
        else this.textsByTrigram.set(trigram, [number]);
      }
    }
    // A job adds its texts together: a text it has twice is already its list's last row.
    if (this.rows.lastRow(number) !== row) this.rows.push(number, row);
    return number;
  }

  /** How many texts are numbered: it grows with each new text, so it tells whether a text was added. */
  get size(): number {
    return this.texts.length;
  }

  /** The rows of the jobs that have had the text numbered `number` (replaced ones' too). */
  rowsOf(number: number): Int32Array {
    return this.rows.rowsOf(number);
  }

  textOf(number: number): string {
    return this.texts[number]!;
  }

  /** The number of `text`, if any job has had it. */
  numberOf(text: string): number | undefined {
    return this.numbers.get(text);
  }

  /** The numbers of every text that contains `part`, ascending. */
  numbersContaining(part: string): number[] {
    let candidates: number[] | null = null;
    for (const trigram of trigramsOf(part)) {
      const texts = this.textsByTrigram.get(trigram);
      if (!texts) return [];
      if (candidates === null || texts.length < candidates.length) candidates = texts;
    }
    if (candidates === null) {
      // Shorter than a trigram: every text is a candidate.
      const numbers: number[] = [];
      for (let number = 0; number < this.texts.length; number++) {
        if (this.texts[number]!.includes(part)) numbers.push(number);
      }
      return numbers;
    }
    return candidates.filter((number) => this.texts[number]!.includes(part));
  }

  /** The numbers of every text that starts with `part`, three characters or longer. */
  numbersStartingWith(part: string): number[] {
    const first = this.textsByTrigram.get(part.slice(0, 3)) ?? [];
    return first.filter((number) => this.texts[number]!.startsWith(part));
  }

  /** Per text sharing a trigram with `part`, how many of its trigrams it shares. */
  sharingTrigrams(part: string): Map<number, number> {
    const shared = new Map<number, number>();
    for (const trigram of trigramsOf(part)) {
      for (const number of this.textsByTrigram.get(trigram) ?? []) {
        shared.set(number, (shared.get(number) ?? 0) + 1);
      }
    }
    return shared;
  }

  /** The row lists of every text that contains `part`. */
  containing(part: string): Int32Array[] {
    return this.numbersContaining(part).map((number) => this.rowsOf(number));
  }
}

/** The distinct three-character runs of a text. */
function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= text.length; at++) trigrams.add(text.slice(at, at + 3));
  return trigrams;
}

/**
 * Texts and, for each, the slots of the jobs that have it (replaced jobs' slots stay, dead), with the
 * texts each trigram occurs in, so that finding the texts that contain a part tests only the texts
 * that have its rarest trigram.
 */
export class Postings {
  private readonly numbers = new Map<string, number>();
  private readonly texts: string[] = [];
  private readonly slots: number[][] = [];
  private readonly textsByTrigram = new Map<string, number[]>();

  add(text: string, slot: number): void {
    let number = this.numbers.get(text);
    if (number === undefined) {
      number = this.texts.length;
      this.numbers.set(text, number);
      this.texts.push(text);
      this.slots.push([]);
      for (const trigram of trigramsOf(text)) {
        const texts = this.textsByTrigram.get(trigram);
        if (texts) texts.push(number);
        else this.textsByTrigram.set(trigram, [number]);
      }
    }
    this.slots[number]!.push(slot);
  }

  /** The slot lists of every text that contains `part`. */
  containing(part: string): number[][] {
    let candidates: number[] | null = null;
    for (const trigram of trigramsOf(part)) {
      const texts = this.textsByTrigram.get(trigram);
      if (!texts) return [];
      if (candidates === null || texts.length < candidates.length) candidates = texts;
    }
    const lists: number[][] = [];
    if (candidates === null) {
      // Shorter than a trigram: every text is a candidate.
      for (let number = 0; number < this.texts.length; number++) {
        if (this.texts[number]!.includes(part)) lists.push(this.slots[number]!);
      }
    } else {
      for (const number of candidates)
        if (this.texts[number]!.includes(part)) lists.push(this.slots[number]!);
    }
    return lists;
  }
}

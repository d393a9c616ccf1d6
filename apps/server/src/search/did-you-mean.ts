import type { Postings } from './text-postings';

/** The shortest misspelt word looked at: shorter words have too many neighbours to guess from. */
const SHORTEST_CORRECTED = 4;

/**
 * Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`, or `max + 1` when more
 * than `max` are needed.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * The word of `postings` that `word` most likely misspells: within one edit for a short word, two from
 * six letters; the fewest edits, then the most jobs. Only words sharing a trigram with it are compared.
 */
export function closestWord(word: string, postings: Postings): string | undefined {
  if (word.length < SHORTEST_CORRECTED || !/^[a-z]+$/.test(word)) return undefined;
  const max = word.length >= 6 ? 2 : 1;
  let best: { text: string; distance: number; jobs: number } | undefined;
  for (const number of postings.sharingTrigrams(word).keys()) {
    const text = postings.textOf(number);
    if (text === word || !/^[a-z]+$/.test(text)) continue;
    const distance = editDistance(word, text, max);
    if (distance > max) continue;
    const jobs = postings.rowsOf(number).length;
    if (!best || distance < best.distance || (distance === best.distance && jobs > best.jobs)) {
      best = { text, distance, jobs };
    }
  }
  return best?.text;
}

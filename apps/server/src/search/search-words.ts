/**
 * How search reads text, on both sides: a job's title, company, location and skills when it is indexed,
 * and what a person types. Both go through `searchWords`, so they agree.
 */

/** A word as search compares it, and whether a hyphen joins it to the next one ("front-end"). */
export interface SearchWord {
  text: string;
  glued: boolean;
}

/**
 * Lower case, accents dropped, split into words. Keeps what names skills ("c++", "c#", ".net",
 * "node.js": a dot stays only when a letter or digit follows it); a hyphen splits a word but marks its
 * pieces as glued.
 */
export function searchWords(raw: string): SearchWord[] {
  const text = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#.\-\s]/g, ' ')
    .replace(/\.(?![a-z0-9])/g, ' ');
  const words: SearchWord[] = [];
  for (const chunk of text.split(/\s+/)) {
    const pieces = chunk.split('-').filter(Boolean);
    pieces.forEach((piece, index) => words.push({ text: piece, glued: index < pieces.length - 1 }));
  }
  return words;
}

/** A word or run of words written as one: "front end" and "front-end" → "frontend", "node.js" → "nodejs". */
export const solidForm = (words: readonly string[]) => words.join('').replace(/\./g, '');

/**
 * Where search looks a text up: job terms by prefix (`term`) or whole (`word`), canonical skill ids,
 * place keys, or listed skills by part.
 */
export interface Lookup {
  in: 'term' | 'word' | 'skill' | 'place' | 'listed';
  text: string;
}

/** What one part of a search asks for: any of its alternatives, each all of its lookups. */
export type Condition = Lookup[][];

import { lruGet, lruSet, RecentlyUsed } from '@skillmatch/matching/lru-map';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { placeAt } from './places';
import { searchWords, solidForm, type Condition, type Lookup, type SearchWord } from './search-words';

/** The most words of a search text that count; the rest are ignored. */
const WORDS_KEPT = 8;
/** The longest skill name looked for in a search text, in words ("amazon web services"). */
const LONGEST_SKILL_WORDS = 4;

/** The terms of one text: its words, and a dotted word also dotless and in pieces ("node.js", "nodejs", "node", "js"). */
export function termsOf(text: string): string[] {
  const terms = new Set<string>();
  for (const { text: word } of searchWords(text)) {
    terms.add(word);
    if (!word.includes('.')) continue;
    terms.add(solidForm([word]));
    for (const piece of word.split('.')) if (piece) terms.add(piece);
  }
  return [...terms];
}

/**
 * Texts whose terms are kept for the next job that has them: more than a catalogue's distinct titles,
 * companies, places and skills (about 60,000 at 100,000 jobs), so that a build works out each text's
 * terms once rather than again after every emptying.
 */
const KEPT_TEXTS = 200_000;

/** Per text seen, its terms (`termsOf`): titles, companies, locations and skills repeat across jobs. */
export class KeptTerms {
  private readonly kept = new Map<string, string[]>();

  of(text: string): string[] {
    let terms = this.kept.get(text);
    if (terms === undefined) {
      // Emptied when full rather than oldest first: a build meets every text once in no useful order.
      if (this.kept.size >= KEPT_TEXTS) this.kept.clear();
      terms = termsOf(text);
      this.kept.set(text, terms);
    }
    return terms;
  }
}

/** The taxonomy does not change while the process runs: job alerts read the same texts for every job. */
const namedSkills = new Map<string, string | null>();
const KEPT_NAMES = 50_000;

/**
 * The canonical id of the skill a text names by the taxonomy's names and aliases ("reactjs" → react,
 * "k8s" → kubernetes), as profiles read skills; not by a loose alias ("bash" only points at programming).
 */
export function namedSkill(text: string): string | undefined {
  const kept = lruGet(namedSkills, text);
  if (kept !== undefined) return kept ?? undefined;
  const resolved = taxonomy.resolve(text);
  const id = resolved?.known && taxonomy.displayName(text) === resolved.label ? resolved.id : null;
  return lruSet(namedSkills, text, id, KEPT_NAMES) ?? undefined;
}

/** A word looked up among job terms: by prefix from three letters ("develop"), whole when shorter ("go"). */
const term = (text: string): Lookup => ({ in: 'term', text });

/** The shortest part a solid word is split into ("end" of "frontend"). */
const SHORTEST_PART = 3;

/**
 * One word's alternatives: the word (and its dotless form); both halves of it, where a job has each as
 * a word ("frontend": "front" and "end"; "fullstack": "full" and "stack"); the skill it names.
 */
function wordCondition(word: string, knows: (word: string) => boolean): Condition {
  const alternatives: Condition = [[term(word)]];
  const dotless = solidForm([word]);
  if (dotless !== word) alternatives.push([term(dotless)]);
  for (let at = SHORTEST_PART; at <= dotless.length - SHORTEST_PART; at++) {
    const [first, second] = [dotless.slice(0, at), dotless.slice(at)];
    if (knows(first) && knows(second)) {
      alternatives.push([
        { in: 'word', text: first },
        { in: 'word', text: second },
      ]);
    }
  }
  const skill = namedSkill(word);
  if (skill !== undefined) alternatives.push([{ in: 'skill', text: skill }]);
  return alternatives;
}

/**
 * The run of words from `start` read as one, longest first: a compound written with a hyphen or known
 * written solid ("front end" when some job says "frontend": then read as "frontend" is), a skill name
 * ("machine learning"), or a place ("new york"); with its conditions. Null when no run of two or more
 * words is one.
 */
function phraseAt(
  words: readonly SearchWord[],
  start: number,
  knows: (word: string) => boolean,
): { length: number; condition: Condition } | null {
  for (let length = Math.min(LONGEST_SKILL_WORDS, words.length - start); length > 1; length--) {
    const phrase = words.slice(start, start + length);
    const texts = phrase.map((word) => word.text);
    const compound = solidForm(texts);
    const glued = phrase.slice(0, -1).every((word) => word.glued);
    const skill = namedSkill(texts.join(' '));
    const place = placeAt(phrase, 0, false);
    const isPlace = place !== null && place.length === length;
    const solid = glued || knows(compound);
    if (!solid && skill === undefined && !isPlace) continue;
    const condition: Condition = solid ? wordCondition(compound, knows) : [texts.map((text) => term(text))];
    if (skill !== undefined) condition.push([{ in: 'skill', text: skill }]);
    if (isPlace) condition.push(...place.condition.slice(0, -1));
    return { length, condition };
  }
  return null;
}

/**
 * A search text as conditions every match meets, one per word or phrase: a word is found in a job's
 * terms or as the skill it names; a phrase as above; a place name ("UK", "Texas") also by place.
 * `knows` says whether some job has a word among its terms.
 */
export function understandText(raw: string, knows: (word: string) => boolean): readonly Condition[] {
  const readings = understoodTexts.get(raw) ?? [];
  for (const reading of readings) {
    if (reading.asked.every((word, at) => knows(word) === reading.answers[at])) return reading.conditions;
  }
  const asked: string[] = [];
  const answers: boolean[] = [];
  const conditions = readText(raw, (word) => {
    const answer = knows(word);
    asked.push(word);
    answers.push(answer);
    return answer;
  });
  understoodTexts.set(raw, [{ asked, answers, conditions }, ...readings].slice(0, READINGS_KEPT));
  return conditions;
}

/**
 * Texts understood, each with the words `knows` was asked about and its answers: the same answers make
 * the same reading, so a text searched again over the same catalogue (or, for job alerts, over one job
 * after another) is not read again.
 */
const understoodTexts = new RecentlyUsed<{ asked: string[]; answers: boolean[]; conditions: Condition[] }[]>(
  20_000,
);
/** Readings kept per text: over one catalogue a text has one; job alerts' single jobs give a few. */
const READINGS_KEPT = 4;

function readText(raw: string, knows: (word: string) => boolean): Condition[] {
  const words = searchWords(raw).slice(0, WORDS_KEPT);
  // Typed, but nothing search reads ("%"): no job has it.
  if (words.length === 0 && raw.trim() !== '') return [[]];
  const conditions: Condition[] = [];
  for (let start = 0; start < words.length;) {
    const phrase = phraseAt(words, start, knows);
    if (phrase) {
      conditions.push(phrase.condition);
      start += phrase.length;
      continue;
    }
    const word = words[start]!;
    const condition = wordCondition(word.text, knows);
    const place = placeAt(words, start, false);
    if (place?.length === 1) condition.push(...place.condition.slice(0, -1));
    conditions.push(condition);
    start++;
  }
  return conditions;
}

/** The words of a search text as `understandText` reads them, for a suggestion to replace some. */
export const textWords = (raw: string) =>
  searchWords(raw)
    .slice(0, WORDS_KEPT)
    .map((word) => word.text);

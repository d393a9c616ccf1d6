import { taxonomy } from '@skillmatch/matching/taxonomy';
import { savedQuerySchema } from '@skillmatch/shared/schemas/saved-searches';
import { placeAt, understandLocation, namedSkill, termsOf, searchWords, solidForm } from '../../search';
import type { SearchableJob, SearchWord } from '../../search';

/**
 * The keys of the alert index. An alert is keyed by conditions every job it finds must meet, each as a
 * few alternative keys; a published job carries the key of every condition it meets, so an alert is a
 * candidate for a job only when the job carries a key of each of its conditions (then each candidate is
 * checked exactly, alert-matching.ts). A key may let through a job the alert does not find, never the
 * reverse: a condition that cannot be keyed soundly is left out, which only lets more through.
 *
 * The conditions: the company; every three-letter piece of each listed skill (a skill filter finds a
 * part of a job's skill); every word of the search text (below), unless it may be part of a place;
 * the category, type and remote. The most selective condition is stored in `match_keys` (GIN-indexed:
 * its keys find the candidates), the others in `match_conditions`, each checked on those candidates.
 * A match alert without any condition is found through the person (`SEEKER_KEY`, instant-alert-index.ts);
 * an alert without any, by every job (`ANY_KEY`).
 */
export const ANY_KEY = 'any';
export const SEEKER_KEY = 'seeker';
/** A search text nothing can meet ("%"): no job carries it. */
const NONE_KEY = 'none';
/** Between a condition's alternative keys in `match_conditions`. */
const ALTERNATIVES = '|';

/** The most words of a search text that count, as search-text.ts reads it. */
const WORDS_KEPT = 8;
/** The longest run of words read as one skill name, compound or place (search-text.ts, places.ts). */
const LONGEST_RUN = 4;
/** The shortest part a solid word is split into (search-text.ts). */
const SHORTEST_PART = 3;
/** How many first letters of a word the index keys it by: enough to tell words apart. */
const PREFIX = 12;
/** The pieces of a listed skill the index keys it by. */
const PIECE = 3;

/** A word looked up among a job's terms: by prefix, so a job carries every start of each term. */
const prefixKey = (word: string) => `p:${word.slice(0, PREFIX)}`;
/** A whole term of a job: what the search's `knows` and split halves ask for. */
const termKey = (word: string) => `w:${word}`;
const skillKey = (id: string) => `s:${id}`;

/** Keys of a word read on its own or as a compound: the word (dotted and not), its halves, its skill. */
function wordKeys(word: string): string[] {
  const dotless = solidForm([word]);
  const keys = [prefixKey(word), prefixKey(dotless)];
  // A word split in halves is found by a job having both as words (the first is enough to key by).
  for (let at = SHORTEST_PART; at <= dotless.length - SHORTEST_PART; at++)
    keys.push(termKey(dotless.slice(0, at)));
  const skill = namedSkill(word);
  if (skill !== undefined) keys.push(skillKey(skill));
  return keys;
}

/**
 * One condition per word of the text: the keys of every reading search may give that word (search-
 * text.ts): on its own; inside a run of words written with hyphens (read as one compound); inside a
 * run the job has as one word ("front end" for a job saying "frontend": the job carries that word);
 * inside a run naming a skill ("machine learning"). A word that may be part of a place is left out.
 */
function textConditions(raw: string): string[][] {
  const words: SearchWord[] = searchWords(raw).slice(0, WORDS_KEPT);
  if (words.length === 0) return raw.trim() === '' ? [] : [[NONE_KEY]];
  const inPlace = new Set<number>();
  for (let start = 0; start < words.length; start++) {
    const place = placeAt(words, start, false);
    for (let at = start; at < start + (place?.length ?? 0); at++) inPlace.add(at);
  }
  const conditions = words.map(({ text }) => new Set(wordKeys(text)));
  for (let start = 0; start < words.length; start++) {
    for (let length = 2; length <= Math.min(LONGEST_RUN, words.length - start); length++) {
      const run = words.slice(start, start + length);
      const texts = run.map((word) => word.text);
      const compound = solidForm(texts);
      const glued = run.slice(0, -1).every((word) => word.glued);
      const keys = glued ? wordKeys(compound) : [termKey(compound)];
      const skill = namedSkill(texts.join(' '));
      if (skill !== undefined) keys.push(skillKey(skill));
      for (let at = start; at < start + length; at++) for (const key of keys) conditions[at]!.add(key);
    }
  }
  return conditions.flatMap((keys, at) => (inPlace.has(at) ? [] : [[...keys]]));
}

/** How selective a condition is: its weakest alternative's (the longer a word, the fewer jobs hold it). */
function selectivity(condition: readonly string[]): number {
  return Math.min(
    ...condition.map((key) => {
      if (key.startsWith('c:') || key === NONE_KEY) return 100;
      if (key.startsWith('p:') || key.startsWith('w:')) return key.length - 2;
      if (key.startsWith('s:')) return 8;
      if (key.startsWith('l:')) return 4;
      return 0;
    }),
  );
}

/** An alert's keys: `keys`, any of which a job carries to be a candidate, and the other `conditions`. */
export interface AlertKeys {
  keys: string[];
  /** Each condition's alternative keys joined by `|`; a candidate carries one key of each. */
  conditions: string[];
}

/** The conditions of an alert's query that a job carries keys for. */
function queryConditions(query: ReturnType<typeof savedQuerySchema.parse>): string[][] {
  const conditions: string[][] = [];
  if (query.company !== undefined) conditions.push([`c:${query.company}`]);
  for (const skill of query.skills ?? []) {
    const listed = skill.toLowerCase();
    for (let at = 0; at + PIECE <= listed.length; at++)
      conditions.push([`l:${listed.slice(at, at + PIECE)}`]);
  }
  conditions.push(...textConditions(query.q ?? ''));
  if (query.category !== undefined) conditions.push([`k:${query.category}`]);
  if (query.type !== undefined) conditions.push([`t:${query.type}`]);
  // "Remote" in the location is the remote filter.
  if (query.remote === true || understandLocation(query.location ?? '').remote) conditions.push(['r']);
  // A key holding the separator could not be told from two: its condition is left out.
  return conditions.filter((condition) => condition.every((key) => !key.includes(ALTERNATIVES)));
}

export function alertKeys(alert: {
  query: unknown;
  minMatch: number | null;
  userId: string | null;
}): AlertKeys {
  const parsed = savedQuerySchema.safeParse(alert.query);
  if (!parsed.success) return { keys: [NONE_KEY], conditions: [] };
  const conditions = queryConditions(parsed.data);
  if (conditions.length === 0) {
    return { keys: [alert.minMatch && alert.userId ? SEEKER_KEY : ANY_KEY], conditions: [] };
  }
  const first = conditions.reduce((best, condition) =>
    selectivity(condition) > selectivity(best) ? condition : best,
  );
  const encoded = new Set(
    conditions
      .filter((condition) => condition !== first)
      .map((condition) => [...new Set(condition)].sort().join(ALTERNATIVES)),
  );
  return { keys: [...new Set(first)], conditions: [...encoded] };
}

/** An alert's columns of the index, as written with it. */
export function alertIndex(alert: Parameters<typeof alertKeys>[0]) {
  const { keys, conditions } = alertKeys(alert);
  return { matchKeys: keys, matchConditions: conditions };
}

/** The keys a job carries: every key of `alertKeys` whose condition it meets. */
export function jobKeys(job: SearchableJob): string[] {
  const keys = new Set([ANY_KEY, `c:${job.companySlug}`, `k:${job.category}`, `t:${job.type}`]);
  if (job.remote) keys.add('r');
  for (const text of [job.title, job.company, job.location ?? '', ...job.skills]) {
    for (const term of termsOf(text)) {
      keys.add(termKey(term));
      for (let length = 1; length <= Math.min(PREFIX, term.length); length++)
        keys.add(prefixKey(term.slice(0, length)));
    }
  }
  for (const id of job.skillIds) if (id) keys.add(skillKey(id));
  for (const skill of job.skillKeys) {
    for (let at = 0; at + PIECE <= skill.length; at++) keys.add(`l:${skill.slice(at, at + PIECE)}`);
  }
  return [...keys];
}

/** An alert's other conditions as stored, each split into its alternative keys. */
export const conditionAlternatives = (conditions: readonly string[]): string[][] =>
  conditions.map((condition) => condition.split(ALTERNATIVES));

/**
 * The skills a person needs one of for a job to score above nothing by skill or relation: the job's
 * own and their stand-ins (score.ts). A match alert is checked for the people holding one of them.
 */
export function scoringSkills(job: SearchableJob): string[] {
  const ids = new Set<string>();
  for (const id of job.skillIds) {
    if (!id) continue;
    ids.add(id);
    for (const standIn of taxonomy.standInsFor(id)) ids.add(standIn.id);
  }
  return [...ids];
}

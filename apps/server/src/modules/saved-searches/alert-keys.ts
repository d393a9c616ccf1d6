import { taxonomy } from '@skillmatch/matching/taxonomy';
import { savedQuerySchema } from '@skillmatch/shared/schemas/saved-searches';
import { placeAt } from '../jobs/places';
import type { SearchableJob } from '../jobs/search-filters';
import { namedSkill, termsOf } from '../jobs/search-text';
import { searchWords, solidForm } from '../jobs/search-words';

/**
 * The keys of the alert index (`saved_searches.match_keys`). An alert is keyed by one condition every
 * job it finds must meet, as a few alternatives; a published job carries the key of every condition it
 * meets, so the alerts whose keys it carries are the only ones that can find it (then each is checked
 * exactly, alert-matching.ts). A key may let through a job the alert does not find, never the reverse.
 *
 * The condition chosen, most selective first: the company; a listed skill (by its first three letters,
 * since a skill filter finds a part of a job's skill); the search text's first word, which every reading
 * of the text needs (the word, its dotless form, a run of words written solid or split in halves all
 * start with it; or the skill it or a run from it names), unless it may be a place; the category, type
 * or remote; for a match alert without any of these, the person (`SEEKER_KEY`: found through their
 * skills, alert-candidates.ts); else every job (`ANY_KEY`).
 */
export const ANY_KEY = 'any';
export const SEEKER_KEY = 'seeker';
/** A search text nothing can meet ("%"): no job carries it. */
const NONE_KEY = 'none';

/** The longest run of words read as one skill name or place (search-text.ts, places.ts). */
const LONGEST_RUN = 4;
/** How many first letters of a word the index keys it by. */
const PREFIX = 3;

const prefixKeys = (term: string) => {
  const keys: string[] = [];
  for (let length = 1; length <= Math.min(PREFIX, term.length); length++)
    keys.push(`p:${term.slice(0, length)}`);
  return keys;
};

function textKeys(raw: string): string[] | null {
  const words = searchWords(raw);
  if (words.length === 0) return raw.trim() === '' ? null : [NONE_KEY];
  if (placeAt(words, 0, false) !== null) return null;
  const first = words[0]!.text;
  const keys = new Set([`p:${first.slice(0, PREFIX)}`, `p:${solidForm([first]).slice(0, PREFIX)}`]);
  for (let length = 1; length <= Math.min(LONGEST_RUN, words.length); length++) {
    const texts = words.slice(0, length).map((word) => word.text);
    for (const named of [texts.join(' '), solidForm(texts)]) {
      const skill = namedSkill(named);
      if (skill !== undefined) keys.add(`s:${skill}`);
    }
  }
  return [...keys];
}

/** An alert's keys: any one of them on a job makes the alert a candidate for it. */
export function alertKeys(alert: {
  query: unknown;
  minMatch: number | null;
  userId: string | null;
}): string[] {
  const parsed = savedQuerySchema.safeParse(alert.query);
  if (!parsed.success) return [NONE_KEY];
  const query = parsed.data;
  if (query.company !== undefined) return [`c:${query.company}`];
  const listed = (query.skills ?? [])
    .map((skill) => skill.toLowerCase())
    .find((skill) => skill.length >= PREFIX);
  if (listed !== undefined) return [`l:${listed.slice(0, PREFIX)}`];
  const text = textKeys(query.q ?? '');
  if (text !== null) return text;
  if (query.category !== undefined) return [`k:${query.category}`];
  if (query.type !== undefined) return [`t:${query.type}`];
  if (query.remote === true) return ['r'];
  if (alert.minMatch && alert.userId) return [SEEKER_KEY];
  return [ANY_KEY];
}

/** The keys a job carries: every condition of `alertKeys` it meets. */
export function jobKeys(job: SearchableJob): string[] {
  const keys = new Set([ANY_KEY, `c:${job.companySlug}`, `k:${job.category}`, `t:${job.type}`]);
  if (job.remote) keys.add('r');
  for (const text of [job.title, job.company, job.location ?? '', ...job.skills]) {
    for (const term of termsOf(text)) for (const key of prefixKeys(term)) keys.add(key);
  }
  for (const id of job.skillIds) if (id) keys.add(`s:${id}`);
  for (const skill of job.skillKeys) {
    for (let at = 0; at + PREFIX <= skill.length; at++) keys.add(`l:${skill.slice(at, at + PREFIX)}`);
  }
  return [...keys];
}

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

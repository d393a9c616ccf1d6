import { lruSet } from '@skillmatch/matching/lru-map';
import { uniqueSkills } from '@skillmatch/matching/normalise';
import type { MatchReasons } from '@skillmatch/matching/score';
import { taxonomy } from '@skillmatch/matching/taxonomy';

/**
 * Skills as everyone reads them, once each: the taxonomy's canonical name where a typed skill names a
 * known one ("postgres" → PostgreSQL, "reactjs" → React), else as typed. What was typed stays in the
 * record for its owner's form; every answer that shows skills names them here, so the web app and the
 * pages the server renders read the same names.
 */
export function skillNames(typed: readonly string[]): string[] {
  return uniqueSkills(typed.map(nameOf));
}

/** Typed skills whose names are kept: a catalogue's jobs type far fewer different skills than this. */
const KEPT_NAMES = 50_000;
const names = new Map<string, string>();

/**
 * A typed skill's name, worked out once: every page of jobs names each of its skills, and the taxonomy's
 * answer for a text never changes.
 */
function nameOf(skill: string): string {
  return names.get(skill) ?? lruSet(names, skill, taxonomy.displayName(skill), KEPT_NAMES);
}

/** The reasons with every skill in them, the job's and the seeker's, by its name. */
export function reasonsByName(reasons: MatchReasons): MatchReasons {
  const name = (skill: string) => taxonomy.displayName(skill);
  return {
    ...reasons,
    matched: reasons.matched.map(name),
    related: reasons.related.map((credit) => ({
      ...credit,
      skill: name(credit.skill),
      via: name(credit.via),
    })),
    missing: reasons.missing.map(name),
    used: reasons.used.map(name),
  };
}

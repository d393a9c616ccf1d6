import { RecentlyUsed } from './lru-map';
import type { MatchSeeker, MatchSkill } from './match-input';
import { nameTermsOf, normaliseSkillText, termsOf, typedPieces } from './skill-text';
import type { Taxonomy } from './taxonomy';

/**
 * What a seeker's skills ask of the catalogue (score version 4, `score.ts`): the skills they typed (split
 * into the skills a string holds, misspellings corrected against the catalogue's words), the words of
 * the taxonomy's name for a skill typed another way, and the skills the taxonomy relates to theirs, each
 * with the held skill it comes from. Nothing else: a job's other skills earn nothing.
 */

/** What the catalogue says about terms. */
export interface CatalogueStats {
  /** How rare a term is among the catalogue's jobs: BM25's inverse document frequency. */
  termWeight(term: string): number;
  /** How many jobs name a term. */
  termJobs(term: string): number;
  /** The average `JobDocument.length`. */
  averageLength: number;
  /** How many jobs there are. */
  size: number;
  /** How much a job skill counts among a job's skills for its rarity: a whole number, at least 1. */
  skillWeight(id: string): number;
}

export interface QueryTerm {
  /** 1 for what the seeker typed; less for the words of related skills. */
  weight: number;
  basis: 'typed' | 'related';
  /** The seeker's skill it comes from (its place in the profile). */
  from: number;
}

/** A skill the taxonomy relates to one the seeker has: its credit in percent, and which skill earns it. */
export interface RelatedSkill {
  percent: number;
  from: number;
}

/** One skill a typed string holds. */
export interface QueryPiece {
  from: number;
  /** The taxonomy's id when it knows the piece; the normalised text otherwise. */
  id: string;
  terms: ReadonlySet<string>;
}

export interface SeekerQuery {
  terms: Map<string, QueryTerm>;
  pieces: QueryPiece[];
  /** Skill id → the best credit a held skill earns for it through the taxonomy. */
  related: ReadonlyMap<string, RelatedSkill>;
  /** The evidence at which the job's reliance on the seeker's skills is one half (`matchScore`). */
  halfReliance: number;
}

/** The parts of matching that can be turned off, to measure what each adds (bench/ranking-real.ts). */
export interface MatchParts {
  /** Misspelt words corrected to the catalogue's (`correctedTerm`). */
  corrections: boolean;
  /** The taxonomy's name for a skill typed another way ("MS Office" → Microsoft Office). */
  taxonomyNames: boolean;
  /** The skills the taxonomy relates to the seeker's (their credit and their words). */
  related: boolean;
  /** How much the job relies on the seeker's skills (`matchScore`'s second part); off, coverage alone. */
  reliance: boolean;
}

/** The product's matching: every part (docs/matching.md measures each). */
export const PRODUCT_PARTS: MatchParts = {
  corrections: true,
  taxonomyNames: true,
  related: true,
  reliance: true,
};

/** A related skill's terms weigh its taxonomy credit times this. */
const RELATED_WEIGHT = 0.5;
/**
 * Reliance is one half at the evidence of HALF_TERMS terms that HALF_RARITY of the jobs name, once each
 * (measured on real postings, docs/matching.md).
 */
const HALF_TERMS = 2.4;
const HALF_RARITY = 0.01;
/** A relation's credit, in percent, stays below having the skill. */
const RELATED_MOST = 90;
/** Misspellings: corrected from words this long, to a word at least this many jobs use. */
const CORRECTED_LENGTH = 6;
const CORRECTION_MIN_JOBS = 3;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A term no job uses, corrected to the most used term one dropped, doubled or swapped letter away
 * ("excell" → "excel", "microsft" → "microsoft"), keeping the first letter. Substitutions are not tried:
 * they turn real words into other real words ("context" → "content").
 */
export function correctedTerm(term: string, stats: Pick<CatalogueStats, 'termJobs'>): string {
  if (term.length < CORRECTED_LENGTH || !/^[a-z]+$/.test(term) || stats.termJobs(term) > 0) return term;
  const candidates = new Set<string>();
  for (let at = 1; at <= term.length; at++) {
    if (at < term.length) candidates.add(term.slice(0, at) + term.slice(at + 1));
    if (at < term.length - 1)
      candidates.add(term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2));
    for (const letter of LETTERS) candidates.add(term.slice(0, at) + letter + term.slice(at));
  }
  let best = term;
  let bestJobs = CORRECTION_MIN_JOBS - 1;
  for (const candidate of candidates) {
    const jobs = stats.termJobs(candidate);
    if (jobs > bestJobs || (jobs === bestJobs && best !== term && candidate < best)) {
      best = candidate;
      bestJobs = jobs;
    }
  }
  return best;
}

type QueryTaxonomy = Pick<Taxonomy, 'resolve' | 'labelOf' | 'standInsFrom' | 'standInsFor'>;

/**
 * What a seeker's skills ask before the catalogue is consulted: each skill a typed string holds with its
 * written terms (still to be corrected against the catalogue's words) and the taxonomy's name terms, then
 * the related skills' terms in the order `typedQuery` adds them. It depends on the skills and the
 * taxonomy only, so it outlives catalogue changes (every publication changes the catalogue).
 */
interface QueryDraft {
  pieces: { from: number; id: string; written: string[]; names: string[] }[];
  relatedTerms: { term: string; weight: number; from: number }[];
  related: ReadonlyMap<string, RelatedSkill>;
}

/** Drafts of the most recently asked seekers, per taxonomy: rebuilding them was most of a query's cost. */
const DRAFTS_KEPT = 10_000;
const drafts = new WeakMap<QueryTaxonomy, RecentlyUsed<QueryDraft>>();

function draftOf(
  seeker: Pick<MatchSeeker, 'skills'>,
  taxonomy: QueryTaxonomy,
  parts: MatchParts,
): QueryDraft {
  const pieces: QueryDraft['pieces'] = [];
  seeker.skills.forEach((skill, from) => {
    const known = taxonomy.labelOf(skill.id) !== undefined;
    const texts = known ? [skill.label] : typedPieces(skill.label);
    for (const text of texts) {
      const resolved = known ? { id: skill.id, known } : taxonomy.resolve(text);
      if (!resolved) continue;
      const names = resolved.known && parts.taxonomyNames ? nameTermsOf(resolved.id) : [];
      pieces.push({ from, id: resolved.id, written: termsOf(normaliseSkillText(text)), names });
    }
  });
  const relatedTerms: QueryDraft['relatedTerms'] = [];
  const related = new Map<string, RelatedSkill>();
  for (const piece of parts.related ? pieces : []) {
    for (const target of taxonomy.standInsFrom(piece.id)) {
      const credit = taxonomy.standInsFor(target).find((relation) => relation.id === piece.id)?.credit ?? 0;
      for (const term of nameTermsOf(target))
        relatedTerms.push({ term, weight: credit * RELATED_WEIGHT, from: piece.from });
      const percent = Math.min(RELATED_MOST, Math.round(100 * credit));
      if (percent > (related.get(target)?.percent ?? 0)) related.set(target, { percent, from: piece.from });
    }
  }
  return { pieces, relatedTerms, related };
}

/** Each skills list's key, made once: a held seeker is scored for job after job. */
const skillsKeys = new WeakMap<readonly MatchSkill[], string>();

/** A seeker's skills as a key (their JSON), worked out once per list: lists are not changed once made. */
export function skillsKey(skills: readonly MatchSkill[]): string {
  let key = skillsKeys.get(skills);
  if (key === undefined) skillsKeys.set(skills, (key = JSON.stringify(skills)));
  return key;
}

function keptDraft(
  seeker: Pick<MatchSeeker, 'skills'>,
  taxonomy: QueryTaxonomy,
  parts: MatchParts,
): QueryDraft {
  let kept = drafts.get(taxonomy);
  if (!kept) drafts.set(taxonomy, (kept = new RecentlyUsed(DRAFTS_KEPT)));
  const key = `${parts.taxonomyNames} ${parts.related} ${skillsKey(seeker.skills)}`;
  return kept.get(key) ?? kept.set(key, draftOf(seeker, taxonomy, parts));
}

/** The seeker's typed skills, split, corrected, with the taxonomy's names and related skills. */
export function typedQuery(
  seeker: Pick<MatchSeeker, 'skills'>,
  taxonomy: QueryTaxonomy,
  stats: CatalogueStats,
  parts: MatchParts = PRODUCT_PARTS,
): SeekerQuery {
  const draft = keptDraft(seeker, taxonomy, parts);
  const terms = new Map<string, QueryTerm>();
  const set = (term: string, weight: number, basis: QueryTerm['basis'], from: number) => {
    const had = terms.get(term);
    if (had === undefined || had.weight < weight) terms.set(term, { weight, basis, from });
  };
  const pieces = draft.pieces.map(({ from, id, written, names }): QueryPiece => {
    const pieceTerms = new Set(
      parts.corrections ? written.map((term) => correctedTerm(term, stats)) : written,
    );
    for (const term of names) pieceTerms.add(term);
    for (const term of pieceTerms) set(term, 1, 'typed', from);
    return { from, id, terms: pieceTerms };
  });
  for (const { term, weight, from } of draft.relatedTerms) set(term, weight, 'related', from);
  // One yardstick for every seeker, so that more evidence is always a higher score (adding a skill
  // never lowers one) and recruiters can compare candidates: HALF_TERMS terms one job in a hundred names.
  const typical = Math.max(1, HALF_RARITY * stats.size);
  const halfReliance = HALF_TERMS * Math.log(1 + (stats.size - typical + 0.5) / (typical + 0.5));
  return { terms, pieces, related: draft.related, halfReliance: parts.reliance ? halfReliance : 0 };
}

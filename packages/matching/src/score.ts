import type { CatalogueStats, SeekerQuery } from './seeker-query';
import { evidenceFor, jobDocument, positionWeight } from './evidence';
import { normaliseSkillText, stemWord } from './skill-text';
import type { MatchJob, MatchSeeker, MatchSkill } from './match-input';
import type { Taxonomy } from './taxonomy';

/**
 * The match score of a seeker for a job, 0–100, explained. Version 4; docs/matching.md states what it
 * means, argues the design and measures it. Change anything here, in `seeker-query.ts` or in
 * `match-index.ts` and the version changes.
 *
 * The score is how much of what the job asks for the seeker has. Each of the job's skills counts by its
 * place (the first ones are what the job is about) and its rarity; the seeker earns it whole when they
 * have it, and in part only through a skill they have: one the taxonomy relates to it, or one sharing
 * its words, at most half. What they lack then counts less the more the job relies on the skills they
 * have (`reliance`: their BM25 evidence for the job, where rare skills a posting names first say most).
 * Preferences are not in the score: they only order matches whose score and evidence are equal.
 */
export const SCORE_VERSION = 4;

/** Shared words earn at most this share of a skill, in percent: a neighbour, never the skill. */
const WORDS_MOST = 50;
/** The lowest score listed as a match: the weak band (below 60) is not one. */
export const MATCHING_SCORE = 60;

export interface SkillCredit {
  /** The job's skill. */
  skill: string;
  /** The seeker's skill, as typed, that earned it. */
  via: string;
  /** Share of full credit in percent, 1 to 99. */
  percent: number;
  /** A skill the taxonomy relates, or shared words. */
  basis: 'related' | 'words';
  /** For `words`: the shared words, as the job writes them. */
  words?: string[];
}

export interface PreferenceCheck {
  preference: 'type' | 'location' | 'salary';
  /** 1 met, 0 not met, 0.5 when the job does not say (no salary given). */
  fit: number;
}

export interface MatchReasons {
  version: string;
  /** Job skills the seeker has. */
  matched: string[];
  /** Job skills the seeker earns part of, each through a skill they have. */
  related: SkillCredit[];
  /** Job skills the seeker lacks: adding them raises the score. */
  missing: string[];
  /** The seeker's skills this job uses, as typed. */
  used: string[];
  /** How many skills the seeker's profile has. */
  profileSkillCount: number;
  /** How much of what the job asks for the seeker has, in percent (first and rarer skills count more). */
  coverage: number;
  /** How much the job relies on the skills the seeker has, in percent. */
  reliance: number;
  /** How the job fits each preference the seeker stated: shown, and orders equal matches only. */
  preferences: PreferenceCheck[];
}

export interface MatchResult {
  score: number;
  reasons: MatchReasons;
  /** What orders equal scores: the seeker's evidence for the job, then the mean fit (null: none stated). */
  evidence: number;
  fit: number | null;
}

function includesText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.trim().toLowerCase());
}

type Preferences = MatchSeeker['preferences'];

/** Which preferences the seeker stated, in the order their checks are listed and added. */
export const checksType = (seeker: Preferences) => seeker.jobTypes.length > 0;
export const checksPlace = (seeker: Preferences) => seeker.locations.length > 0 || seeker.remote;
export const checksSalary = (seeker: Preferences) => seeker.salaryMin !== null;

/** Each check's fit, from the job's facts alone, so that ranking can keep them in typed arrays. */
export const typeFit = (seeker: Preferences, type: string) => (seeker.jobTypes.includes(type) ? 1 : 0);

export const placeFit = (seeker: Preferences, remote: boolean, location: string | null) =>
  (seeker.remote && remote) ||
  (location !== null && seeker.locations.some((place) => includesText(location, place)))
    ? 1
    : 0;

/** The most a job says it pays, or null. */
export const salaryTopOf = (job: Pick<MatchJob, 'salaryMin' | 'salaryMax'>) => job.salaryMax ?? job.salaryMin;

/** 0.5 when the job does not say (no salary given). */
export const salaryFit = (salaryMin: number, top: number | null) =>
  top === null ? 0.5 : top >= salaryMin ? 1 : 0;

/** How the job fits each preference the seeker stated; none stated → no checks. */
export function preferenceChecks(seeker: Preferences, job: MatchJob): PreferenceCheck[] {
  const checks: PreferenceCheck[] = [];
  if (checksType(seeker)) checks.push({ preference: 'type', fit: typeFit(seeker, job.type) });
  if (checksPlace(seeker))
    checks.push({ preference: 'location', fit: placeFit(seeker, job.remote, job.location) });
  if (checksSalary(seeker))
    checks.push({ preference: 'salary', fit: salaryFit(seeker.salaryMin!, salaryTopOf(job)) });
  return checks;
}

/** Whether the seeker stated any preference (then it orders matches that are otherwise equal). */
export function statesPreferences(seeker: Preferences): boolean {
  return checksType(seeker) || checksPlace(seeker) || checksSalary(seeker);
}

/** The mean fit of the checks; null when none (no preference stated). */
export function fitOf(checks: readonly PreferenceCheck[]): number | null {
  return checks.length === 0 ? null : checks.reduce((sum, check) => sum + check.fit, 0) / checks.length;
}

/**
 * The score from the job's weighted skills the seeker earns (`earned`, the sum of weight × credit in
 * percent, of `asked`, the sum of weights) and their evidence for the job: 100 × (1 − missing × (1 −
 * reliance)), missing = 1 − coverage, reliance = evidence / (evidence + halfReliance). What the seeker lacks
 * counts less the more the job relies on the skills they have; it grows with both, is 100 when they have
 * every skill, and 0 when they earn no skill's credit. Whole numbers in, so every path gets the same.
 */
export function matchScore(earned: number, asked: number, evidence: number, halfReliance: number): number {
  if (earned <= 0 || asked <= 0) return 0;
  const missing = 1 - earned / (100 * asked);
  return Math.round(100 * (1 - missing * (1 - relianceOf(evidence, halfReliance))));
}

function relianceOf(evidence: number, halfReliance: number): number {
  return evidence <= 0 || halfReliance <= 0 ? 0 : evidence / (evidence + halfReliance);
}

/** The job skill's words (as written) whose stems are among `terms`. */
function wordsAmong(label: string, terms: ReadonlySet<string>): string[] {
  const words = label.match(/[A-Za-z0-9+#]+(?:\.[A-Za-z0-9+#]+)*/g) ?? [];
  return [...new Set(words.filter((word) => terms.has(stemWord(normaliseSkillText(word)))))];
}

/** What a seeker earns for one job skill: how much (percent), through which held skill, and how. */
export interface Credit {
  percent: number;
  /** The seeker's skill (its place in the profile) that earns it. */
  from: number;
  basis: 'matched' | 'related' | 'words';
  /** For `words`: the shared terms. */
  terms?: string[];
}

/**
 * How much of one job skill the seeker has: all of it when one of their pieces is the same taxonomy
 * skill or holds all its terms; else the best of a related skill's credit and, for one held skill that
 * shares words with it, the rarity-weighted share of its terms it holds, at most WORDS_MOST; else none.
 * `MatchIndex` calls it once per distinct job skill, `scoreJob` once per skill of one job.
 */
export function creditFor(
  skill: MatchSkill,
  terms: readonly string[],
  query: SeekerQuery,
  stats: Pick<CatalogueStats, 'termWeight'>,
): Credit | null {
  for (const piece of query.pieces) {
    if (piece.id === skill.id || (terms.length > 0 && terms.every((term) => piece.terms.has(term))))
      return { percent: 100, from: piece.from, basis: 'matched' };
  }
  const related = query.related.get(skill.id);
  let best: Credit | null = related
    ? { percent: related.percent, from: related.from, basis: 'related' }
    : null;
  const whole = terms.reduce((sum, term) => sum + stats.termWeight(term), 0);
  if (whole <= 0) return best;
  for (const piece of query.pieces) {
    const shared = terms.filter((term) => piece.terms.has(term));
    if (shared.length === 0) continue;
    const weight = shared.reduce((sum, term) => sum + stats.termWeight(term), 0);
    const percent = Math.round((WORDS_MOST * weight) / whole);
    if (percent > (best?.percent ?? 0)) best = { percent, from: piece.from, basis: 'words', terms: shared };
  }
  return best;
}

/** The seeker's score for one job, with every reason. */
export function scoreJob(
  seeker: MatchSeeker,
  job: MatchJob,
  query: SeekerQuery,
  stats: CatalogueStats,
  taxonomy: Pick<Taxonomy, 'version'>,
): MatchResult {
  const document = jobDocument(job.skills);
  const matched: string[] = [];
  const related: SkillCredit[] = [];
  const missing: string[] = [];
  const usedPlaces = new Set<number>();
  let earned = 0;
  let asked = 0;
  job.skills.forEach((skill, position) => {
    const weight = positionWeight(position) * stats.skillWeight(skill.id);
    asked += weight;
    const credit = creditFor(skill, document.skillTerms[position]!, query, stats);
    if (credit === null) {
      missing.push(skill.label);
      return;
    }
    earned += weight * credit.percent;
    usedPlaces.add(credit.from);
    if (credit.basis === 'matched') {
      matched.push(skill.label);
      return;
    }
    const via = seeker.skills[credit.from]!.label;
    if (credit.basis === 'related')
      related.push({ skill: skill.label, via, percent: credit.percent, basis: 'related' });
    else {
      const words = wordsAmong(skill.label, new Set(credit.terms));
      related.push({ skill: skill.label, via, percent: credit.percent, basis: 'words', words });
    }
  });
  const evidence = evidenceFor(query, document, stats);
  const checks = preferenceChecks(seeker.preferences, job);
  return {
    score: matchScore(earned, asked, evidence, query.halfReliance),
    evidence,
    fit: fitOf(checks),
    reasons: {
      version: `${SCORE_VERSION}/${taxonomy.version}`,
      matched,
      related,
      missing,
      used: [...usedPlaces].sort((a, b) => a - b).map((place) => seeker.skills[place]!.label),
      profileSkillCount: seeker.skills.length,
      coverage: asked === 0 ? 0 : Math.round(earned / asked),
      reliance: Math.round(100 * relianceOf(evidence, query.halfReliance)),
      preferences: checks,
    },
  };
}

/** A job's or seeker's skills for matching: display text beside its id, one entry per id. */
export function matchSkills(labels: readonly string[], ids: readonly string[]): MatchSkill[] {
  const seen = new Set<string>();
  const skills: MatchSkill[] = [];
  labels.forEach((label, index) => {
    const id = ids[index];
    if (id === undefined || seen.has(id)) return;
    seen.add(id);
    skills.push({ id, label });
  });
  return skills;
}

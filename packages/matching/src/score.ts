import type { CatalogueStats, SeekerQuery } from './seeker-query';
import { evidenceFor, jobDocument } from './evidence';
import { normaliseSkillText, stemWord } from './skill-text';
import type { Taxonomy } from './taxonomy';

/**
 * The match score of a seeker for a job, 0–100, explained. Version 3; docs/matching.md argues the
 * design and measures it. Change anything here, in `seeker-query.ts` or in `match-index.ts`'s feedback
 * and the version changes.
 *
 * Skills are compared by the stems of their words (`termsOf`), weighted like BM25: a rare term says more
 * than a common one, a term a posting repeats or lists first (its first skills are what the job is
 * about) counts more, and long postings count each mention for less. The seeker's evidence for a job,
 * `evidence`, becomes skill points on a curve that gives half of them at the seeker's `half` and never
 * quite all; when the seeker states preferences, how the job fits them is worth the rest.
 */
export const SCORE_VERSION = 3;

const SKILL_POINTS = { alone: 100, withPreferences: 85 } as const;
export const PREFERENCE_POINTS = 15;

export interface MatchSkill {
  id: string;
  label: string;
}

export interface MatchSeeker {
  skills: MatchSkill[];
  preferences: {
    jobTypes: readonly string[];
    locations: readonly string[];
    remote: boolean;
    salaryMin: number | null;
  };
}

export interface MatchJob {
  skills: MatchSkill[];
  type: string;
  remote: boolean;
  location: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
}

export interface SkillCredit {
  /** The job's skill. */
  skill: string;
  /** The seeker's skill, as typed, that earned it; none for `catalogue`. */
  via?: string;
  /** Share of full credit in percent, 1 to 99. */
  percent: number;
  /** Shared words, a skill the taxonomy relates, or what jobs like the seeker's best matches ask for. */
  basis: 'related' | 'words' | 'catalogue';
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
  /** Job skills the seeker earns part of: shared words, a related skill, or the catalogue. */
  related: SkillCredit[];
  /** Job skills the seeker lacks: adding them raises the score. */
  missing: string[];
  /** The seeker's skills this job uses, as typed. */
  used: string[];
  /** How many skills the seeker's profile has. */
  profileSkillCount: number;
  /** Points for the seeker's skills: how much of their evidence the job carries, rarer terms weighing more. */
  skillPoints: number;
  skillPointsMax: number;
  preferencePoints: number;
  preferencePointsMax: number;
  preferences: PreferenceCheck[];
}

export interface MatchResult {
  score: number;
  reasons: MatchReasons;
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

/** Whether the seeker stated any preference (then preferences are worth PREFERENCE_POINTS). */
export function statesPreferences(seeker: Preferences): boolean {
  return checksType(seeker) || checksPlace(seeker) || checksSalary(seeker);
}

const skillPointsMaxOf = (withPreferences: boolean) =>
  withPreferences ? SKILL_POINTS.withPreferences : SKILL_POINTS.alone;

/** Skill points for `evidence`: half of them at the seeker's `half`, a third at half of it, never all. */
function skillPointsOf(evidence: number, half: number, skillPointsMax: number): number {
  return evidence <= 0 || half <= 0 ? 0 : Math.round((skillPointsMax * evidence) / (evidence + half));
}

/**
 * The score from the seeker's evidence for a job and, when they state preferences, the job's fit: the
 * mean of its `preferenceChecks`' fits (null when they state none). Skill points + preference points.
 */
export function matchScore(evidence: number, half: number, fit: number | null): number {
  if (fit === null) return skillPointsOf(evidence, half, skillPointsMaxOf(false));
  return skillPointsOf(evidence, half, skillPointsMaxOf(true)) + Math.round(PREFERENCE_POINTS * fit);
}

/** The score's parts for the reasons; `score` equals `matchScore`'s. */
function scorePoints(evidence: number, half: number, checks: readonly PreferenceCheck[]) {
  const withPreferences = checks.length > 0;
  const skillPointsMax = skillPointsMaxOf(withPreferences);
  const skillPoints = skillPointsOf(evidence, half, skillPointsMax);
  const fit = checks.reduce((sum, check) => sum + check.fit, 0) / (checks.length || 1);
  const preferencePoints = withPreferences ? Math.round(PREFERENCE_POINTS * fit) : 0;
  return {
    skillPoints,
    skillPointsMax,
    preferencePoints,
    preferencePointsMax: withPreferences ? PREFERENCE_POINTS : 0,
    score: skillPoints + preferencePoints,
  };
}

/** The job skill's words (as written) whose stems are among `terms`. */
function wordsAmong(label: string, terms: ReadonlySet<string>): string[] {
  const words = label.match(/[A-Za-z0-9+#]+(?:\.[A-Za-z0-9+#]+)*/g) ?? [];
  return [...new Set(words.filter((word) => terms.has(stemWord(normaliseSkillText(word)))))];
}

/** How one job skill stands against the seeker's query, for the reasons. */
function creditOf(
  skill: MatchSkill,
  terms: readonly string[],
  seeker: MatchSeeker,
  query: SeekerQuery,
  stats: CatalogueStats,
): { kind: 'matched' | 'missing'; via?: number } | { kind: 'credit'; credit: SkillCredit; via?: number } {
  // The same skill as one of the seeker's pieces, or all its terms among one piece's: the seeker has it.
  for (const piece of query.pieces) {
    if (piece.id === skill.id || (terms.length > 0 && terms.every((term) => piece.terms.has(term))))
      return { kind: 'matched', via: piece.from };
  }
  const whole = terms.reduce((sum, term) => sum + stats.termWeight(term), 0);
  // Per basis, the weight of the terms the query shares, and whose they are.
  const shared = { words: 0, related: 0, catalogue: 0 };
  const byPlace = new Map<number, number>();
  const typed = new Set<string>();
  for (const term of terms) {
    const wanted = query.terms.get(term);
    if (wanted === undefined) continue;
    const weight = stats.termWeight(term) * wanted.weight;
    const basis = wanted.basis === 'typed' ? 'words' : wanted.basis;
    shared[basis] += weight;
    if (basis === 'words') typed.add(term);
    if (wanted.from >= 0 && basis !== 'catalogue')
      byPlace.set(wanted.from, (byPlace.get(wanted.from) ?? 0) + weight);
  }
  const percentOf = (weight: number) => Math.min(99, Math.max(1, Math.round((100 * weight) / whole)));
  const viaPlace = [...byPlace].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
  const via = viaPlace === undefined ? undefined : seeker.skills[viaPlace]!.label;
  if (shared.words > 0) {
    const words = wordsAmong(skill.label, typed);
    return {
      kind: 'credit',
      via: viaPlace,
      credit: {
        skill: skill.label,
        via,
        percent: percentOf(shared.words),
        basis: 'words',
        words: words.length > 0 ? words : [...typed],
      },
    };
  }
  if (shared.related > 0)
    return {
      kind: 'credit',
      via: viaPlace,
      credit: { skill: skill.label, via, percent: percentOf(shared.related), basis: 'related' },
    };
  if (shared.catalogue > 0)
    return {
      kind: 'credit',
      credit: { skill: skill.label, percent: percentOf(shared.catalogue), basis: 'catalogue' },
    };
  return { kind: 'missing' };
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
  job.skills.forEach((skill, position) => {
    const found = creditOf(skill, document.skillTerms[position]!, seeker, query, stats);
    const uses = found.kind === 'matched' || (found.kind === 'credit' && found.credit.basis === 'words');
    if (uses && found.via !== undefined) usedPlaces.add(found.via);
    if (found.kind === 'matched') matched.push(skill.label);
    else if (found.kind === 'credit') related.push(found.credit);
    else missing.push(skill.label);
  });
  const checks = preferenceChecks(seeker.preferences, job);
  const { score, ...points } = scorePoints(evidenceFor(query, document, stats), query.half, checks);
  return {
    score,
    reasons: {
      version: `${SCORE_VERSION}/${taxonomy.version}`,
      matched,
      related,
      missing,
      used: [...usedPlaces].sort((a, b) => a - b).map((place) => seeker.skills[place]!.label),
      profileSkillCount: seeker.skills.length,
      ...points,
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

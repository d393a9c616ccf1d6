import { meaningfulWords } from './skill-text';
import type { Taxonomy } from './taxonomy';

/**
 * The match score of a seeker for a job, 0–100, explained. Version 1; docs/matching.md argues the
 * design and works examples. Change anything here and the version changes.
 */
export const SCORE_VERSION = 1;

/** Points for skills when the seeker states no preference; with preferences, 85 + 15. */
const ALL_POINTS = 100;
export const PREFERENCE_POINTS = 15;
/** A skill of the job that only shares words with the seeker's earns at most this share of full credit. */
const WORD_CREDIT = 0.5;
/** ...and only when the shared words carry at least this share of the job skill's word weight. */
const MIN_WORD_COVERAGE = 0.5;

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
  /** The seeker's skill that stood in for it. */
  via: string;
  /** Share of full credit in percent, 1 to 99. */
  percent: number;
  /** How the seeker's skill relates: a taxonomy relation, or shared words. */
  basis: 'related' | 'words';
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
  /** Job skills a different skill of the seeker stood in for, with partial credit. */
  related: SkillCredit[];
  /** Job skills the seeker lacks: adding them raises the score. */
  missing: string[];
  /** The two parts of the score; they add up to it. */
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

/** How rare a word is across the catalogue's skills: rare words carry meaning, common ones little. */
export type WordWeight = (word: string) => number;

interface SkillCreditFinder {
  /** The best credit the seeker earns for one job skill (its meaningful words, when known, spare splitting it again). */
  creditFor(jobSkill: MatchSkill, words?: readonly string[]): FoundCredit;
}

/** Credit in whole percent, so that sums are exact and every path adds them up the same way. */
interface FoundCredit {
  percent: number;
  via?: string;
  basis?: SkillCredit['basis'];
}

/** What the seeker's skills are worth for any job skill; built once per seeker, used for every job. */
export function skillCreditFinder(
  seekerSkills: readonly MatchSkill[],
  taxonomy: Taxonomy,
  wordWeight: WordWeight,
): SkillCreditFinder {
  const seekerLabel = new Map(seekerSkills.map((skill) => [skill.id, skill.label]));
  const seekerWords = seekerSkills.map((skill) => ({
    label: skill.label,
    words: new Set(meaningfulWords(skill.id)),
  }));

  function wordCredit(words: readonly string[]): FoundCredit {
    const total = words.reduce((sum, word) => sum + wordWeight(word), 0);
    let best: FoundCredit = { percent: 0 };
    if (total === 0) return best;
    for (const seeker of seekerWords) {
      const shared = words.reduce((sum, word) => sum + (seeker.words.has(word) ? wordWeight(word) : 0), 0);
      const coverage = shared / total;
      const percent = Math.round(coverage * WORD_CREDIT * 100);
      if (coverage >= MIN_WORD_COVERAGE && percent > best.percent) {
        best = { percent, via: seeker.label, basis: 'words' };
      }
    }
    return best;
  }

  return {
    creditFor(jobSkill, words) {
      if (seekerLabel.has(jobSkill.id)) return { percent: 100 };
      let best: FoundCredit = { percent: 0 };
      for (const standIn of taxonomy.standInsFor(jobSkill.id)) {
        const via = seekerLabel.get(standIn.id);
        const percent = Math.round(standIn.credit * 100);
        if (via !== undefined && percent > best.percent) best = { percent, via, basis: 'related' };
      }
      const byWords = wordCredit(words ?? meaningfulWords(jobSkill.id));
      return byWords.percent > best.percent ? byWords : best;
    },
  };
}

function includesText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.trim().toLowerCase());
}

/** How the job fits each preference the seeker stated; none stated → no checks. */
export function preferenceChecks(seeker: MatchSeeker['preferences'], job: MatchJob): PreferenceCheck[] {
  const checks: PreferenceCheck[] = [];
  if (seeker.jobTypes.length > 0)
    checks.push({ preference: 'type', fit: seeker.jobTypes.includes(job.type) ? 1 : 0 });
  if (seeker.locations.length > 0 || seeker.remote) {
    const placeFits =
      (seeker.remote && job.remote) ||
      (job.location !== null && seeker.locations.some((place) => includesText(job.location!, place)));
    checks.push({ preference: 'location', fit: placeFits ? 1 : 0 });
  }
  if (seeker.salaryMin !== null) {
    const top = job.salaryMax ?? job.salaryMin;
    checks.push({ preference: 'salary', fit: top === null ? 0.5 : top >= seeker.salaryMin ? 1 : 0 });
  }
  return checks;
}

/** The skill part of a score alone, for ranking many jobs before their preferences are checked. */
export function skillPointsOf(
  creditPercent: number,
  jobSkillCount: number,
  withPreferences: boolean,
): number {
  const skillPointsMax = ALL_POINTS - (withPreferences ? PREFERENCE_POINTS : 0);
  return jobSkillCount === 0 ? 0 : Math.round((skillPointsMax * creditPercent) / (100 * jobSkillCount));
}

/**
 * The points of a score: the share of the job's skills covered (credit in percent summed over the
 * job's skills) of the skill points, plus the preference fit's share of the rest.
 */
export function scorePoints(
  creditPercent: number,
  jobSkillCount: number,
  checks: readonly PreferenceCheck[],
) {
  const preferencePointsMax = checks.length > 0 ? PREFERENCE_POINTS : 0;
  const skillPointsMax = ALL_POINTS - preferencePointsMax;
  const fit = checks.length > 0 ? checks.reduce((sum, check) => sum + check.fit, 0) / checks.length : 0;
  const skillPoints = skillPointsOf(creditPercent, jobSkillCount, checks.length > 0);
  const preferencePoints = Math.round(preferencePointsMax * fit);
  return {
    skillPoints,
    skillPointsMax,
    preferencePoints,
    preferencePointsMax,
    score: skillPoints + preferencePoints,
  };
}

/** The seeker's score for one job, with every reason. */
export function scoreJob(
  seeker: MatchSeeker,
  job: MatchJob,
  finder: SkillCreditFinder,
  taxonomyVersion: string,
): MatchResult {
  const matched: string[] = [];
  const related: SkillCredit[] = [];
  const missing: string[] = [];
  let creditPercent = 0;
  for (const skill of job.skills) {
    const found = finder.creditFor(skill);
    creditPercent += found.percent;
    if (found.percent === 100) matched.push(skill.label);
    else if (found.percent > 0) {
      related.push({ skill: skill.label, via: found.via!, percent: found.percent, basis: found.basis! });
    } else missing.push(skill.label);
  }
  const checks = preferenceChecks(seeker.preferences, job);
  const { score, ...points } = scorePoints(creditPercent, job.skills.length, checks);
  return {
    score,
    reasons: {
      version: `${SCORE_VERSION}/${taxonomyVersion}`,
      matched,
      related,
      missing,
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

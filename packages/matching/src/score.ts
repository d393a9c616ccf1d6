import type { ProfileWeight, SkillCreditFinder } from './skill-credit';

/**
 * The match score of a seeker for a job, 0–100, explained. Version 2; docs/matching.md argues the
 * design and works examples. Change anything here and the version changes.
 *
 * Two questions, each worth points: how much of the job's skills the seeker has (coverage), and how
 * much of the seeker's skills the job uses, rare skills weighing more (profile); then, when the seeker
 * states preferences, how the job fits them.
 */
export const SCORE_VERSION = 2;

/** Points without preferences: 35 + 65; with preferences: 30 + 55 + 15. */
const COVERAGE_POINTS = { alone: 35, withPreferences: 30 } as const;
const PROFILE_POINTS = { alone: 65, withPreferences: 55 } as const;
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
  /** The seeker's skill that stood in for it. */
  via: string;
  /** Share of full credit in percent, 1 to 99. */
  percent: number;
  /** How the seeker's skill relates: a taxonomy relation, shared words, or the same kind of product. */
  basis: 'related' | 'words' | 'group';
  /** For `group`: the kind of product both are ("Medical software"). */
  group?: string;
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
  /** The seeker's skills this job uses (theirs, or standing in for one of the job's). */
  used: string[];
  /** How many skills the seeker's profile has. */
  profileSkillCount: number;
  /** Points for the share of the job's skills the seeker has. */
  coveragePoints: number;
  coveragePointsMax: number;
  /** Points for the share of the seeker's skills the job uses, rare skills weighing more. */
  profilePoints: number;
  profilePointsMax: number;
  /** Coverage and profile points together; with preference points they add up to the score. */
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

/**
 * The skill part of a score, in two parts. Coverage: the credit (in percent, summed over the job's
 * skills) as a share of the job's skills. Profile: `usedWeight`, the sum over the seeker's skills of
 * the best credit each earns on this job times its weight, as a share of the profile's weight (past
 * PROFILE_BREADTH skills the profile counts as that many), at most all of it. Integer inputs, one
 * rounding per part, so that the index and `scoreJob` give the same points.
 */
export function skillPointsOf(
  creditPercent: number,
  jobSkillCount: number,
  usedWeight: number,
  profile: ProfileWeight,
  withPreferences: boolean,
) {
  const coveragePointsMax = withPreferences ? COVERAGE_POINTS.withPreferences : COVERAGE_POINTS.alone;
  const profilePointsMax = withPreferences ? PROFILE_POINTS.withPreferences : PROFILE_POINTS.alone;
  const coveragePoints =
    jobSkillCount === 0 ? 0 : Math.round((coveragePointsMax * creditPercent) / (100 * jobSkillCount));
  // usedWeight / weight, scaled by skills / breadth (≥ 1), capped at 1.
  const used = usedWeight * profile.skills;
  const whole = 100 * profile.weight * profile.breadth;
  const profilePoints = whole === 0 ? 0 : Math.round((profilePointsMax * Math.min(used, whole)) / whole);
  return { coveragePoints, coveragePointsMax, profilePoints, profilePointsMax };
}

/** Preference fit's points: its share of PREFERENCE_POINTS; none stated → none. */
function preferencePointsOf(checks: readonly PreferenceCheck[]) {
  const preferencePointsMax = checks.length > 0 ? PREFERENCE_POINTS : 0;
  const fit = checks.length > 0 ? checks.reduce((sum, check) => sum + check.fit, 0) / checks.length : 0;
  return { preferencePoints: Math.round(preferencePointsMax * fit), preferencePointsMax };
}

/** The whole score from its parts: coverage + profile + preference points. */
export function scorePoints(
  creditPercent: number,
  jobSkillCount: number,
  usedWeight: number,
  profile: ProfileWeight,
  checks: readonly PreferenceCheck[],
) {
  const skill = skillPointsOf(creditPercent, jobSkillCount, usedWeight, profile, checks.length > 0);
  const preference = preferencePointsOf(checks);
  const skillPoints = skill.coveragePoints + skill.profilePoints;
  return {
    ...skill,
    skillPoints,
    skillPointsMax: skill.coveragePointsMax + skill.profilePointsMax,
    ...preference,
    score: skillPoints + preference.preferencePoints,
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
  // Per seeker skill, the best credit it earns on this job.
  const bestOf = new Map<number, number>();
  for (const skill of job.skills) {
    const found = finder.creditFor(skill);
    creditPercent += found.percent;
    if (found.via !== undefined) bestOf.set(found.via, Math.max(bestOf.get(found.via) ?? 0, found.percent));
    if (found.percent === 100) matched.push(skill.label);
    else if (found.percent > 0) {
      const via = seeker.skills[found.via!]!.label;
      related.push({
        skill: skill.label,
        via,
        percent: found.percent,
        basis: found.basis!,
        ...(found.group === undefined ? {} : { group: found.group }),
      });
    } else missing.push(skill.label);
  }
  let usedWeight = 0;
  for (const [place, percent] of bestOf) usedWeight += percent * finder.weights[place]!;
  const checks = preferenceChecks(seeker.preferences, job);
  const { score, ...points } = scorePoints(
    creditPercent,
    job.skills.length,
    usedWeight,
    finder.profile,
    checks,
  );
  return {
    score,
    reasons: {
      version: `${SCORE_VERSION}/${taxonomyVersion}`,
      matched,
      related,
      missing,
      used: [...bestOf.keys()].sort((a, b) => a - b).map((place) => seeker.skills[place]!.label),
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

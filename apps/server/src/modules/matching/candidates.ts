import type { Database } from '@skillmatch/db/client';
import type { MatchIndex } from '@skillmatch/matching/match-index';
import { isJobId } from '@skillmatch/shared/schemas/jobs';
import type { Candidates } from '@skillmatch/shared/schemas/matching';
import type { Profile } from '@skillmatch/shared/schemas/profile';
import { notFound } from '../../errors';
import { applicantsToRank } from '../applications/applications-repository';
import { scoredJob, scoredJobsAmong } from '../jobs/scored-jobs';
import { matchingProfilesOf, seekersWithSkills } from '../user/profiles-repository';
import { jobScorer, type ScoredJobRow } from './recommend';
import { seekerFromProfile } from './seeker';
import { reasonsByName, skillNames } from './skill-names';

/** How many seekers who have not applied are listed, best first. */
const OTHERS_LIMIT = 50;

/**
 * Best first by score; equal scores by more evidence for the job's skills, then by a better fit to
 * the person's stated preferences (none stated is neutral: it neither wins nor loses), then by name.
 */
const byScore = <T extends { score: number; evidence: number; fit: number | null; person: { name: string } }>(
  a: T,
  b: T,
) =>
  b.score - a.score ||
  b.evidence - a.evidence ||
  (a.fit === null || b.fit === null ? 0 : b.fit - a.fit) ||
  a.person.name.localeCompare(b.person.name);

type ProfileColumns = { skills: string[] | null; skillIds: string[] | null; data: unknown } | null;

const presentPerson = (person: { id: string; name: string; email: string; banned: boolean | null }) => ({
  id: person.id,
  name: person.name,
  email: person.email,
  disabled: person.banned ?? false,
});

/**
 * What a recruiter reads of a profile beside the score: headline and location from the document, the
 * skills by name.
 */
function presentProfile(profile: ProfileColumns) {
  const data = profile?.data as Partial<Profile> | null | undefined;
  return {
    headline: data?.headline || null,
    location: data?.location || null,
    skills: skillNames(profile?.skills ?? []),
  };
}

/** The score a seeker's stored profile earns for a job. */
function scoreFor(job: ScoredJobRow, index: MatchIndex) {
  const score = jobScorer(job, index);
  return (profile: ProfileColumns) =>
    score(
      seekerFromProfile({
        skills: profile?.skills ?? [],
        skillIds: profile?.skillIds ?? [],
        data: profile?.data ?? null,
      }),
    );
}

/** One applicant's score for a job, as the ranked candidates show it; null when either is gone. */
export async function applicantScore(
  db: Database,
  index: MatchIndex,
  jobId: string | null,
  userId: string | null,
): Promise<number | null> {
  if (!jobId || !userId) return null;
  const job = await scoredJob(db, jobId);
  if (!job) return null;
  const [profile] = await matchingProfilesOf(db, [userId]);
  return scoreFor(job, index)(profile ?? null).score;
}

/** `jobId userId`: one application's pair, as `applicantScores` keys it. */
export const pairKey = (jobId: string | null, userId: string | null) => `${jobId} ${userId}`;

/**
 * Applicants' scores for their jobs, as the ranked candidates show them, keyed by `pairKey`: the jobs
 * and profiles are read in one query each. A pair whose job or account is gone has none.
 */
export async function applicantScores(
  db: Database,
  index: MatchIndex,
  pairs: readonly { jobId: string | null; userId: string | null }[],
): Promise<Map<string, number>> {
  const known = pairs.filter((pair) => pair.jobId !== null && pair.userId !== null);
  const scores = new Map<string, number>();
  if (known.length === 0) return scores;
  const jobIds = [...new Set(known.map((pair) => pair.jobId!))];
  const userIds = [...new Set(known.map((pair) => pair.userId!))];
  const [jobRows, profileRows] = await Promise.all([
    scoredJobsAmong(db, jobIds),
    matchingProfilesOf(db, userIds),
  ]);
  const jobById = new Map(jobRows.map(({ id, ...job }) => [id, job]));
  const profileOf = new Map(profileRows.map(({ userId, ...profile }) => [userId, profile]));
  for (const { jobId, userId } of known) {
    const job = jobById.get(jobId!);
    if (job) scores.set(pairKey(jobId, userId), scoreFor(job, index)(profileOf.get(userId!) ?? null).score);
  }
  return scores;
}

/**
 * Every seeker with skills (administrators and disabled accounts aside, and but `except`) scored for a
 * job, best first, those scoring nothing left out. Seekers are scored one by one: there are far fewer
 * of them than jobs.
 */
async function scoredSeekers(db: Database, index: MatchIndex, job: ScoredJobRow, except: string[]) {
  const rows = await seekersWithSkills(db, except);
  const score = scoreFor(job, index);
  return rows
    .map((row) => ({ person: presentPerson(row.person), profile: row.profile, ...score(row.profile) }))
    .filter((entry) => entry.score > 0)
    .sort(byScore);
}

/** The seekers a job fits strongly (at least `minimum`), for telling them it was published. */
export async function strongCandidates(db: Database, index: MatchIndex, jobId: string, minimum: number) {
  const job = await scoredJob(db, jobId);
  if (!job) return [];
  return (await scoredSeekers(db, index, job, [])).filter((entry) => entry.score >= minimum);
}

/**
 * For recruiters: the job's applicants ranked by the same score seekers see (disabled accounts marked),
 * and, apart, the others.
 */
export async function rankCandidates(db: Database, index: MatchIndex, jobId: string): Promise<Candidates> {
  if (!isJobId(jobId)) throw notFound('Job');
  const job = await scoredJob(db, jobId);
  if (!job) throw notFound('Job');

  const applicantRows = await applicantsToRank(db, jobId);
  const score = scoreFor(job, index);
  const applicants = applicantRows
    .map((row) => {
      const result = score(row.profile);
      return {
        applicationId: row.applicationId,
        status: row.status,
        appliedAt: row.appliedAt.toISOString(),
        motivation: row.motivation,
        person: presentPerson(row.person),
        profile: presentProfile(row.profile),
        resume:
          row.resumeName !== null && row.resumeSize !== null
            ? { fileName: row.resumeName, size: row.resumeSize }
            : null,
        ...result,
      };
    })
    .sort(byScore)
    .map(({ evidence: _evidence, fit: _fit, reasons, ...applicant }) => ({
      ...applicant,
      reasons: reasonsByName(reasons),
    }));
  const others = await scoredSeekers(
    db,
    index,
    job,
    applicantRows.map((row) => row.person.id),
  );
  // Only the listed ones are presented: every seeker with skills is scored.
  const listed = others.slice(0, OTHERS_LIMIT).map(({ person, profile, score, reasons }) => ({
    person,
    profile: presentProfile(profile),
    score,
    reasons: reasonsByName(reasons),
  }));
  return { applicants, others: listed, othersTotal: others.length };
}

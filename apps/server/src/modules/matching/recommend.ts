import type { Database } from '@skillmatch/db/client';
import type { MatchIndex } from '@skillmatch/matching/match-index';
import type { MatchSeeker } from '@skillmatch/matching/match-input';
import { matchSkills, scoreJob } from '@skillmatch/matching/score';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import { listedJob } from '../jobs/job-visibility';
import { jobsForViewer, presentJob } from '../jobs/present-job';
import { reasonsByName } from './skill-names';

/** A job as it is scored (`scoredJobColumns` of jobs/scored-jobs.ts). */
export interface ScoredJobRow {
  skills: string[];
  skillIds: string[];
  type: string;
  remote: boolean;
  location: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
}

const matchJobOf = (job: ScoredJobRow) => ({ ...job, skills: matchSkills(job.skills, job.skillIds) });

/** One seeker's scorer over this catalogue: the same query for every job of a request. */
export function scorerFor(seeker: MatchSeeker, index: MatchIndex) {
  const query = index.queryFor(seeker);
  return (job: ScoredJobRow) => scoreJob(seeker, matchJobOf(job), query, index, taxonomy);
}

/** One job's scorer over this catalogue: the same job for every seeker (its candidates, its alerts). */
export function jobScorer(job: ScoredJobRow, index: MatchIndex) {
  const matchJob = matchJobOf(job);
  return (seeker: MatchSeeker) => scoreJob(seeker, matchJob, index.queryFor(seeker), index, taxonomy);
}

/**
 * A page of the seeker's recommendations over every active job, best first, with reasons; how many
 * jobs earn credit for one of their skills (`total`), and how many of those are matches (`matching`,
 * a score above the weak band). The index ranks; the page's jobs are read from the database (so a job
 * closed a moment ago drops out) and scored again for their reasons, with the same functions.
 */
export async function recommendJobs(
  db: Database,
  index: MatchIndex,
  viewerId: string,
  seeker: MatchSeeker,
  page: number,
  pageSize: number,
): Promise<{ items: Recommendation[]; total: number; matching: number }> {
  if (seeker.skills.length === 0) return { items: [], total: 0, matching: 0 };
  const ranked = index.rank(seeker, (page - 1) * pageSize, pageSize);
  const counts = { total: ranked.total, matching: ranked.matching };
  if (ranked.jobs.length === 0) return { items: [], ...counts };
  const rows = await jobsForViewer(
    db,
    ranked.jobs.map((job) => job.id),
    viewerId,
    listedJob,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const score = scorerFor(seeker, index);
  const items: Recommendation[] = [];
  for (const { id } of ranked.jobs) {
    const row = byId.get(id);
    if (!row) continue;
    const { isSaved, isApplied, ...job } = row;
    const result = score(job);
    items.push({
      match_score: result.score,
      jobDetails: presentJob(job, { isSaved, isApplied }),
      reasons: reasonsByName(result.reasons),
    });
  }
  return { items, ...counts };
}

import { and, inArray } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { asJson } from '../../search';
import type { MatchIndex } from '@skillmatch/matching/match-index';
import type { MatchSeeker } from '@skillmatch/matching/match-input';
import { matchSkills, scoreJob } from '@skillmatch/matching/score';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import { presentedJobColumns, presentJob, viewerColumns } from '../jobs/present-job';
import { reasonsByName } from './skill-names';
import { listedJob } from '../jobs/job-visibility';

/** The columns a job is scored from (`ScoredJobRow`). */
export const scoredJobColumns = {
  skills: asJson(jobs.skills, 'skills'),
  skillIds: asJson(jobs.skillIds, 'skill_ids'),
  type: jobs.type,
  remote: jobs.remote,
  location: jobs.location,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
};

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
  const rows = await db
    .select({ ...presentedJobColumns, ...viewerColumns(viewerId) })
    .from(jobs)
    .where(
      and(
        inArray(
          jobs.id,
          ranked.jobs.map((job) => job.id),
        ),
        listedJob,
      ),
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

import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { savedQuerySchema } from '@skillmatch/shared/schemas/saved-searches';
import type { MatchIndex } from '@skillmatch/matching/match-index';
import { listedColumn } from '../jobs/job-visibility';
import { dayNumber, searchableColumns, SearchIndex, type SearchableJob } from '../../search';
import { filtersOf } from '../jobs/search-jobs';
import { scoredJobColumns, scorerFor, type ScoredJobRow } from '../matching/recommend';
import { seekerFromProfile } from '../matching/seeker';
import { matchingProfilesOf } from '../user/profiles-repository';

/** A job as alerts read it: what search and matching test, and whether seekers may see it now. */
export async function readAlertJob(db: Database, jobId: string): Promise<AlertJob | null> {
  const [row] = await db
    .select({ searchable: searchableColumns, scored: scoredJobColumns, listed: listedColumn() })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row ?? null;
}
export interface AlertJob {
  searchable: SearchableJob;
  scored: ScoredJobRow;
  listed: boolean;
}

export interface AlertToTest {
  /** The stored query, checked again by the job list's schema. */
  query: unknown;
  minMatch: number | null;
  userId: string | null;
}

/**
 * Which alerts a job belongs to. The search test is the job list's own: the alert's query searched over
 * a search index holding this one job finds it or not, so an alert sends exactly what its search shows.
 * A minimum match is the person's score for the job, as the job page shows it.
 */
export async function alertsMatching<A extends AlertToTest>(
  db: Database,
  matchIndex: MatchIndex,
  job: AlertJob,
  alerts: readonly A[],
): Promise<A[]> {
  const index = new SearchIndex();
  index.upsert({ ...job.searchable, status: 'active' });
  const today = dayNumber(new Date().toISOString().slice(0, 10));
  // Many alerts share a search ("data engineer"): each one is run once.
  const answers = new Map<string, boolean>();
  const finds = (query: unknown) => {
    const parsed = savedQuerySchema.safeParse(query);
    if (!parsed.success) return false;
    return index.search(filtersOf({ ...parsed.data, page: 1 }, today), 'newest', 1).total === 1;
  };
  const found = alerts.filter((alert) => {
    const key = JSON.stringify(alert.query);
    let answer = answers.get(key);
    if (answer === undefined) answers.set(key, (answer = finds(alert.query)));
    return answer;
  });
  const scoredFor = [
    ...new Set(found.flatMap((alert) => (alert.minMatch && alert.userId ? [alert.userId] : []))),
  ];
  const scores = new Map<string, number>();
  for (const row of await matchingProfilesOf(db, scoredFor)) {
    scores.set(row.userId, scorerFor(seekerFromProfile(row), matchIndex)(job.scored).score);
  }
  return found.filter((alert) => !alert.minMatch || (scores.get(alert.userId ?? '') ?? 0) >= alert.minMatch);
}

import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { MatchIndex } from '@skillmatch/matching/match-index';
import { listedColumn } from '../jobs/job-visibility';
import { dayNumber, searchableColumns, SearchIndex, type SearchableJob } from '../../search';
import { scoredJobColumns, scorerFor, type ScoredJobRow } from '../matching/recommend';
import { seekerFromProfile } from '../matching/seeker';
import { matchingProfilesHolding, matchingProfilesOf } from '../user/profiles-repository';
import { scoringSkills } from './alert-keys';
import { withInstantMatchAlert, type InstantAlert, type InstantAlertIndex } from './instant-alert-index';

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

/**
 * The instant alerts a job belongs to, and how many candidates the index gave. The search test is the
 * job list's own: the alert's query searched over a search index holding this one job finds it or not,
 * so an alert sends exactly what its search shows. A minimum match is the person's score for the job, as
 * the job page shows it; a match alert without a search is checked for the people holding a skill the
 * job's score counts.
 */
export async function instantAlertsOf(
  db: Database,
  alerts: InstantAlertIndex,
  matchIndex: MatchIndex,
  job: AlertJob,
): Promise<{ candidates: number; matching: InstantAlert[] }> {
  const matchAlerts = alerts.matchAlerts();
  // Asked first, so that the database reads them while the searches run here.
  const holdersRead =
    matchAlerts.size === 0
      ? Promise.resolve([])
      : matchingProfilesHolding(db, scoringSkills(job.searchable), withInstantMatchAlert);
  // Awaited below; should the searches throw first, its failure is not left unhandled.
  holdersRead.catch(() => undefined);
  const today = dayNumber(new Date().toISOString().slice(0, 10));
  const candidates = alerts.searchCandidates(job.searchable, today);
  const index = new SearchIndex();
  index.upsert({ ...job.searchable, status: 'active' });
  // Many alerts share a search ("data engineer"): each one is run once.
  const answers = new Map<number, boolean>();
  const found = candidates.flatMap(({ alert, search, filters }) => {
    let answer = answers.get(search);
    if (answer === undefined) {
      answer = filters !== null && index.search(filters, 'newest', 1).total === 1;
      answers.set(search, answer);
    }
    return answer ? [alert] : [];
  });
  const scoredFor = [
    ...new Set(found.flatMap((alert) => (alert.minMatch && alert.userId ? [alert.userId] : []))),
  ];
  const [searchers, holders] = await Promise.all([matchingProfilesOf(db, scoredFor), holdersRead]);
  // The database's people with a match alert, of whom the index says whose alerts may send.
  const seekers = holders.filter((row) => matchAlerts.has(row.userId));
  const scores = new Map<string, number>();
  for (const row of [...searchers, ...seekers]) {
    if (!scores.has(row.userId))
      scores.set(row.userId, scorerFor(seekerFromProfile(row), matchIndex)(job.scored).score);
  }
  const meetsMinimum = (alert: InstantAlert) =>
    !alert.minMatch || (scores.get(alert.userId ?? '') ?? 0) >= alert.minMatch;
  const matched = seekers.flatMap((row) => [...(matchAlerts.get(row.userId)?.values() ?? [])]);
  return {
    candidates: candidates.length + seekers.length,
    matching: [...found, ...matched].filter(meetsMinimum),
  };
}

import type { MatchIndex } from '@skillmatch/matching/match-index';
import { dayNumber, SearchIndex, type SearchableJob } from '../../search';
import { jobScorer, type ScoredJobRow } from '../matching/recommend';
import type { HeldProfiles, ProfileStore } from '../user/held-profiles';
import { scoringSkills } from './alert-keys';
import type { InstantAlert, InstantAlertIndex } from './instant-alert-index';

/** A job as alerts read it (`readAlertJob`): what search and matching test, and whether seekers may see it now. */
export interface AlertJob {
  searchable: SearchableJob;
  scored: ScoredJobRow;
  listed: boolean;
}

/** What finds a job's instant alerts: this process's instant alerts, profiles held and match index. */
export interface AlertFinders {
  alerts: InstantAlertIndex;
  heldProfiles: HeldProfiles;
  profiles: ProfileStore;
  matchIndex: MatchIndex;
}

/**
 * The instant alerts a job belongs to, and how many candidates the index gave. The search test is the
 * job list's own: the alert's query searched over a search index holding this one job finds it or not,
 * so an alert sends exactly what its search shows. A minimum match is the person's score for the job, as
 * the job page shows it, from their profile as this process holds it (`HeldProfiles`, kept current); a
 * match alert without a search is checked for the people holding a skill the job's score counts.
 */
export async function instantAlertsOf(
  { alerts, heldProfiles, profiles, matchIndex }: AlertFinders,
  job: AlertJob,
): Promise<{ candidates: number; matching: InstantAlert[] }> {
  const matchAlerts = alerts.matchAlerts();
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
  const scoredFor = new Set(found.flatMap((alert) => (alert.minMatch && alert.userId ? [alert.userId] : [])));
  await heldProfiles.hold(profiles, {
    every: matchAlerts.keys(),
    version: alerts.matchPeopleVersion,
    also: scoredFor,
  });
  const seekers = profiles.holding(scoringSkills(job.searchable), (userId) => matchAlerts.has(userId));
  const scores = new Map<string, number>();
  const score = jobScorer(job.scored, matchIndex);
  for (const userId of new Set([...scoredFor, ...seekers])) {
    const seeker = profiles.seekerOf(userId);
    scores.set(userId, seeker ? score(seeker).score : 0);
  }
  const meetsMinimum = (alert: InstantAlert) =>
    !alert.minMatch || (scores.get(alert.userId ?? '') ?? 0) >= alert.minMatch;
  const matched = [...seekers].flatMap((userId) => [...(matchAlerts.get(userId)?.values() ?? [])]);
  return {
    candidates: candidates.length + seekers.size,
    matching: [...found, ...matched].filter(meetsMinimum),
  };
}

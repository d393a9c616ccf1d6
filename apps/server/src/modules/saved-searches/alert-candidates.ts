import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import { profiles } from '@skillmatch/db/schema/profiles';
import { savedSearches } from '@skillmatch/db/schema/saved-searches';
import type { SearchableJob } from '../../search';
import { jobKeys, meetsConditions, scoringSkills, SEEKER_KEY } from './alert-keys';
import { arrayOf } from './sql-arrays';

/** Alerts that may send: confirmed, not paused, of an account that is not disabled (or a visitor's). */
export function sendingAlerts(db: Database, only?: SQL | undefined) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      minMatch: savedSearches.minMatch,
      timeZone: savedSearches.timeZone,
      digestSlot: savedSearches.digestSlot,
      digestJobsUntil: savedSearches.digestJobsUntil,
      confirmedAt: savedSearches.confirmedAt,
      userId: savedSearches.userId,
      email: savedSearches.email,
      accountEmail: users.email,
      matchConditions: savedSearches.matchConditions,
    })
    .from(savedSearches)
    .leftJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.paused, false),
        isNotNull(savedSearches.confirmedAt),
        sql`coalesce(${users.banned}, false) = false`,
        only,
      ),
    );
}
export type SendingAlert = Awaited<ReturnType<typeof sendingAlerts>>[number];

/**
 * Runs `read` with the planner told to use the indexes: it prices the overlap of a few hundred keys like
 * reading a row, and at times would rather test every alert (or profile) than use the GIN index, which
 * takes seconds instead of milliseconds.
 */
function throughIndexes<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/**
 * The sending instant alerts that may find a published job, read through the alert index instead of
 * every alert: those whose `match_keys` hold a key the job carries (the index, which holds instant
 * alerts only, finds them) and that meet every other condition (`match_conditions`, checked here rather
 * than in the query: a set lookup per key instead of an array overlap per condition), or that are not
 * keyed yet; and the match alerts of people holding one of the skills the job's score counts. Each
 * still has to be checked (`alertsMatching`).
 */
export async function candidateAlerts(db: Database, job: SearchableJob): Promise<SendingAlert[]> {
  // Written out, not a parameter, so that the planner uses the index of instant alerts.
  const instant = sql`${savedSearches.frequency} = 'instant'`;
  const skills = scoringSkills(job);
  const keys = jobKeys(job);
  const carried = new Set(keys);
  const [keyed, seekers] = await Promise.all([
    throughIndexes(db, (tx) =>
      sendingAlerts(
        tx,
        and(
          instant,
          or(sql`${savedSearches.matchKeys} && ${arrayOf(keys, 'text')}`, isNull(savedSearches.matchKeys)),
        ),
      ),
    ),
    skills.length === 0
      ? []
      : throughIndexes(db, (tx) =>
          sendingAlerts(
            tx,
            and(
              instant,
              sql`${savedSearches.matchKeys} = ${arrayOf([SEEKER_KEY], 'text')}`,
              inArray(
                savedSearches.userId,
                tx
                  .select({ userId: profiles.userId })
                  .from(profiles)
                  .where(sql`${profiles.skillIds} && ${arrayOf(skills, 'text')}`),
              ),
            ),
          ),
        ),
  ]);
  return [...keyed.filter((alert) => meetsConditions(alert.matchConditions ?? [], carried)), ...seekers];
}

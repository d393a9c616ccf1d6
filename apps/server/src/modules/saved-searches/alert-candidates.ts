import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import { profiles } from '@skillmatch/db/schema/profiles';
import { savedSearches } from '@skillmatch/db/schema/saved-searches';
import type { SearchableJob } from '../../search';
import { jobKeys, scoringSkills, SEEKER_KEY } from './alert-keys';

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

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The sending alerts that may find a published job, read through the alert index instead of every alert:
 * those whose `match_keys` hold a key the job carries (the index finds them) and whose every other
 * condition (`match_conditions`) the job carries a key of (or not keyed yet), and the match alerts of
 * people holding one of the skills the job's score counts; of `frequencies`. Each still has to be checked
 * (`alertsMatching`).
 */
export async function candidateAlerts(
  db: Database,
  job: SearchableJob,
  frequencies: readonly string[],
): Promise<SendingAlert[]> {
  const often = inArray(savedSearches.frequency, [...frequencies]);
  const skills = scoringSkills(job);
  const carried = textArray(jobKeys(job));
  const [keyed, seekers] = await Promise.all([
    sendingAlerts(
      db,
      and(
        often,
        or(
          and(
            sql`${savedSearches.matchKeys} && ${carried}`,
            sql`not exists (select 1 from unnest(${savedSearches.matchConditions}) as condition(keys)
              where not string_to_array(condition.keys, '|') && ${carried})`,
          ),
          isNull(savedSearches.matchKeys),
        ),
      ),
    ),
    skills.length === 0
      ? []
      : sendingAlerts(
          db,
          and(
            often,
            sql`${savedSearches.matchKeys} = ${textArray([SEEKER_KEY])}`,
            inArray(
              savedSearches.userId,
              db
                .select({ userId: profiles.userId })
                .from(profiles)
                .where(sql`${profiles.skillIds} && ${textArray(skills)}`),
            ),
          ),
        ),
  ]);
  return [...keyed, ...seekers];
}

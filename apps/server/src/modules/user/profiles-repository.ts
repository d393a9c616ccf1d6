import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { profiles } from '@skillmatch/db/schema/profiles';
import { arrayOf } from '@skillmatch/db/sql-arrays';

const matchingColumns = {
  userId: profiles.userId,
  skills: profiles.skills,
  skillIds: profiles.skillIds,
  data: profiles.data,
};

/** What matching reads of these people's profiles: their skills and the job preferences in `data`. */
export async function matchingProfilesOf(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select(matchingColumns)
    .from(profiles)
    .where(inArray(profiles.userId, [...userIds]));
}

/**
 * `matchingProfilesOf` the people holding one of `skillIds` (the GIN index of `skill_ids` finds them)
 * among those `among` selects, given the profiles' person column.
 */
export async function matchingProfilesHolding(
  db: Database,
  skillIds: readonly string[],
  among: (userId: typeof profiles.userId) => SQL,
) {
  if (skillIds.length === 0) return [];
  return db
    .select(matchingColumns)
    .from(profiles)
    .where(and(sql`${profiles.skillIds} && ${arrayOf(skillIds, 'text')}`, among(profiles.userId)));
}

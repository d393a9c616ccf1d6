import { inArray } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { profiles } from '@skillmatch/db/schema/profiles';

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

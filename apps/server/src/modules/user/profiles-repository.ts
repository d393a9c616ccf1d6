import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
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

/**
 * What matching reads of each profile (`matchingProfilesOf`), as a relation for a query on another table
 * that reads many rows to join (`leftJoin(profile, eq(profile.userId, ...))`), as `peopleToJoin` is.
 */
export const matchingProfilesToJoin = (db: Database) =>
  db.select(matchingColumns).from(profiles).as('matching_profile');

/**
 * Every seeker with skills (administrators and disabled accounts aside, and those in `except`): the person
 * (id, name, address, ban) and what matching reads of their profile, for ranking them for a job.
 */
export function seekersWithSkills(db: Database, except: readonly string[]) {
  return db
    .select({
      person: { id: users.id, name: users.name, email: users.email, banned: users.banned },
      profile: { skills: profiles.skills, skillIds: profiles.skillIds, data: profiles.data },
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        ne(users.role, 'admin'),
        sql`not coalesce(${users.banned}, false)`,
        sql`cardinality(${profiles.skillIds}) > 0`,
        except.length > 0 ? notInArray(users.id, [...except]) : undefined,
      ),
    );
}

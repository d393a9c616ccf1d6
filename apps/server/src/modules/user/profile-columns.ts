import { sql, type Column, type SQL } from 'drizzle-orm';
import { profiles } from '@skillmatch/db/schema/profiles';
import { qualified } from '../qualified-column';

/*
 * Select columns of a person's profile for a query on another table (an application), whose person's id
 * is in `userId`: null when they have no profile. Subqueries, so the query joins no table of the user
 * module's.
 */

/** The profile's skills as typed (read as the column reads them). */
export const profileSkillsColumn = (userId: Column) =>
  sql`(select ${profiles}.skills from ${profiles} where ${profiles}.user_id = ${qualified(userId)})`.mapWith(
    profiles.skills,
  ) as SQL<string[] | null>;

/** The profile's document, as the form edits it. */
export const profileDataColumn = (userId: Column) =>
  sql<unknown>`(select ${profiles}.data from ${profiles} where ${profiles}.user_id = ${qualified(userId)})`;

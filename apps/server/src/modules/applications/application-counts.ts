import { sql, type SQL } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';

/*
 * Counts of applications that other modules' queries take as a subquery column. A file of its own, importing
 * no module: the user module's accounts list uses it, and the applications repository imports the user module.
 */

/** How many applications the person (their id in `userId`, written qualified) has made. */
export const applicationCountOf = (userId: SQL) =>
  sql<number>`(select count(*) from ${applications} where ${applications.userId} = ${userId})::int`;

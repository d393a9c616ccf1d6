import { and, eq, inArray, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import { qualified } from '../qualified-column';

/*
 * The users table's queries that other modules ask for. A module outside `auth/` and `modules/user/`
 * calls these rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md
 * "Tables").
 */

/** A condition on users: not banned. */
export const enabledUser = or(isNull(users.banned), eq(users.banned, false))!;

/**
 * A select column for a query on another table: the name of the person whose id is in `userId`, null when
 * there is none. A subquery, so the query joins no table of the user module's.
 */
export const userNameColumn = (userId: Column | SQL) =>
  sql<string | null>`(select ${users}.name from ${users} where ${users}.id = ${qualified(userId)})`;

/** As `userNameColumn`: the person's email address, null when there is none. */
export const userEmailColumn = (userId: Column | SQL) =>
  sql<string | null>`(select ${users}.email from ${users} where ${users}.id = ${qualified(userId)})`;

/**
 * The name and address of the person whose id is in `userId`, a column that is required and references
 * users with its rows deleted with the person's (so the person is always there), as select columns.
 */
export const personColumns = (userId: Column) => ({
  name: userNameColumn(userId) as SQL<string>,
  email: userEmailColumn(userId) as SQL<string>,
});

/**
 * The ids and names of those of these people who exist and, when `among` (a subquery of user ids) is
 * given, are among them.
 */
export async function userNames(db: Database, userIds: readonly string[], among?: SQL) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), among ? sql`${users.id} in (${among})` : undefined));
}

/** The ids of the people where `where` holds (a condition on users, as `hearsOfJob` gives). */
export function userIdsWhere(db: Database, where: SQL | undefined) {
  return db.select({ id: users.id }).from(users).where(where);
}

/** The ids of those of these people who are not banned. */
export function enabledUserIds(db: Database, userIds: readonly string[]) {
  return userIdsWhere(db, and(inArray(users.id, [...userIds]), enabledUser));
}

/** The operators (administrators not banned): their ids and addresses, by address. */
export function enabledOperators(db: Database) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), enabledUser))
    .orderBy(users.email);
}

/** The company a person chose to work in last (`users.active_company_id`), null when none; undefined when gone. */
export async function activeCompanyOf(db: Database, userId: string) {
  const [row] = await db
    .select({ activeCompanyId: users.activeCompanyId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The person works in this company from now on; whether their address is proven, undefined when gone. */
export async function chooseActiveCompany(tx: Database, userId: string, companyId: string) {
  const [row] = await tx
    .update(users)
    .set({ activeCompanyId: companyId })
    .where(eq(users.id, userId))
    .returning({ emailVerified: users.emailVerified });
  return row;
}

/** The person stops working in this company, when it is the one they work in. */
export async function leaveActiveCompany(tx: Database, userId: string, companyId: string): Promise<void> {
  await tx
    .update(users)
    .set({ activeCompanyId: null })
    .where(and(eq(users.id, userId), eq(users.activeCompanyId, companyId)));
}

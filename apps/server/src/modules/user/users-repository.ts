import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { sessions, users } from '@skillmatch/db/schema/auth';
import { applicationCountOf } from '../applications/application-counts';
import { qualified } from '../qualified-column';
import { mailRefusedOf } from '../saved-searches/saved-searches-repository';

/*
 * The users table's queries that other modules ask for. A module outside `auth/` and `modules/user/`
 * calls these rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md
 * "Tables").
 */

/** A condition on users: not banned. */
const enabledUser = or(isNull(users.banned), eq(users.banned, false))!;

/**
 * A select column for a query on another table: the name of the person whose id is in `userId`, null when
 * there is none. A subquery, so the query joins no table of the user module's.
 */
export const userNameColumn = (userId: Column | SQL) =>
  sql<string | null>`(select ${users}.name from ${users} where ${users}.id = ${qualified(userId)})`;

/** As `userNameColumn`: the person's email address, null when there is none. */
export const userEmailColumn = (userId: Column | SQL) =>
  sql<string | null>`(select ${users}.email from ${users} where ${users}.id = ${qualified(userId)})`;

/** As `userNameColumn`: whether the person's account is disabled (`banned`, null counting as no), null when there is none. */
export const userBannedColumn = (userId: Column | SQL) =>
  sql<boolean | null>`(select ${users}.banned from ${users} where ${users}.id = ${qualified(userId)})`;

/** As `userNameColumn`: the person's role (`user` or `admin`), null when there is none. */
export const userRoleColumn = (userId: Column | SQL) =>
  sql<string | null>`(select ${users}.role from ${users} where ${users}.id = ${qualified(userId)})`;

/**
 * A condition on another table's person column (`userId`): the person's name or address is like `pattern`
 * (an ILIKE pattern). False when there is no person.
 */
export const personLike = (userId: Column, pattern: string) =>
  sql`${qualified(userId)} in (select ${users}.id from ${users} where ${users}.name ilike ${pattern} or ${users}.email ilike ${pattern})`;

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

/**
 * The people (id, name, address, ban) as a relation for a query on another table that reads many rows to
 * join (`leftJoin(person, eq(person.id, ...))`): PostgreSQL folds it into that query, so it costs what a
 * join on users does, where a subquery column (`userNameColumn`) is a look-up per row.
 */
export const peopleToJoin = (db: Database) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, banned: users.banned })
    .from(users)
    .as('person');

/**
 * The names and addresses of the people where `where` holds, given the users' id column: a condition on
 * users (as `hearsOfJob` gives), with, when need be, another table's condition on a person's id.
 */
export function namesAndAddressesWhere(db: Database, where: (userId: Column) => SQL | undefined) {
  return db.select({ email: users.email, name: users.name }).from(users).where(where(users.id));
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

/** An account's address and whether it is banned (`banned`, null counting as no), or undefined. */
export async function accountOf(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** What the operator's accounts list shows of each account. */
const accountSummaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  banned: users.banned,
  createdAt: users.createdAt,
  // Written out: Drizzle leaves a one-table select's columns unqualified, and "id" would mean the application's.
  applications: applicationCountOf(sql`users.id`),
  mailRefused: mailRefusedOf(sql`users.id`),
};

/** One account as the operator's accounts list shows it, or undefined. */
export async function accountSummary(db: Database, userId: string) {
  const [row] = await db.select(accountSummaryColumns).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * A page of accounts, newest first, with how many there are in all: those whose name or address is like
 * `textLike` (an ILIKE pattern), with a role, enabled or disabled.
 */
export async function accountsPage(
  db: Database,
  query: {
    textLike: string | undefined;
    role: string | undefined;
    status: 'active' | 'disabled' | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    query.textLike ? or(ilike(users.name, query.textLike), ilike(users.email, query.textLike)) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? (query.status === 'disabled' ? eq(users.banned, true) : enabledUser) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(accountSummaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The operators' ids, their rows locked in id order until the caller's transaction ends. */
export function lockEnabledOperators(tx: Database) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), enabledUser))
    .orderBy(asc(users.id))
    .for('update');
}

/** An account's id, name, role and ban, its row locked until the caller's transaction ends; or undefined. */
export async function lockAccount(tx: Database, userId: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Changes an account's role, or disables or enables it, in the caller's transaction. Disabling ends the
 * person's sessions too: they are looked up in the database on every request, so the person is signed
 * out at once.
 */
export async function changeAccount(
  tx: Database,
  userId: string,
  change: { role?: string | undefined; disabled?: boolean | undefined },
): Promise<void> {
  await tx
    .update(users)
    .set({
      ...(change.role !== undefined ? { role: change.role } : {}),
      ...(change.disabled === undefined
        ? {}
        : change.disabled
          ? { banned: true }
          : { banned: false, banReason: null, banExpires: null }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  if (change.disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
}

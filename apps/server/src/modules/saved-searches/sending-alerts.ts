import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { savedSearches } from '@skillmatch/db/schema/saved-searches';
import { peopleToJoin } from '../user/users-repository';

/**
 * The account to join an alert with (none for a visitor's alert), and the condition that the alert may
 * send (`sending`): confirmed, not paused, of an account that is not disabled (or a visitor's).
 */
function joinedAccount(db: Database) {
  const account = peopleToJoin(db);
  const sending = and(
    eq(savedSearches.paused, false),
    isNotNull(savedSearches.confirmedAt),
    sql`coalesce(${account.banned}, false) = false`,
  );
  return { account, sending };
}

/** Alerts that may send, with what sending them needs. */
export function sendingAlerts(db: Database, only?: SQL | undefined) {
  const { account, sending } = joinedAccount(db);
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
      accountEmail: account.email,
    })
    .from(savedSearches)
    .leftJoin(account, eq(account.id, savedSearches.userId))
    .where(and(sending, only));
}
export type SendingAlert = Awaited<ReturnType<typeof sendingAlerts>>[number];

/**
 * The address an alert goes to (its account's, or the visitor's confirmed one) when it may send now
 * (`sending`), else null: what the database says at sending, whatever a process's copy of the alerts held.
 */
export async function sendingAddress(db: Database, alertId: string): Promise<string | null> {
  const { account, sending } = joinedAccount(db);
  const [row] = await db
    .select({ accountEmail: account.email, email: savedSearches.email })
    .from(savedSearches)
    .leftJoin(account, eq(account.id, savedSearches.userId))
    .where(and(sending, eq(savedSearches.id, alertId)));
  return row ? (row.accountEmail ?? row.email) : null;
}

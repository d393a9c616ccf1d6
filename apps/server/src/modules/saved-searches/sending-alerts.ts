import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import { savedSearches } from '@skillmatch/db/schema/saved-searches';

/** An alert may send: confirmed, not paused, of an account that is not disabled (or a visitor's). */
const SENDING = and(
  eq(savedSearches.paused, false),
  isNotNull(savedSearches.confirmedAt),
  sql`coalesce(${users.banned}, false) = false`,
);

/** Alerts that may send (`SENDING`), with what sending them needs. */
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
    .where(and(SENDING, only));
}
export type SendingAlert = Awaited<ReturnType<typeof sendingAlerts>>[number];

/**
 * The address an alert goes to (its account's, or the visitor's confirmed one) when it may send now
 * (`SENDING`), else null: what the database says at sending, whatever a process's copy of the alerts held.
 */
export async function sendingAddress(db: Database, alertId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountEmail: users.email, email: savedSearches.email })
    .from(savedSearches)
    .leftJoin(users, eq(users.id, savedSearches.userId))
    .where(and(SENDING, eq(savedSearches.id, alertId)));
  return row ? (row.accountEmail ?? row.email) : null;
}

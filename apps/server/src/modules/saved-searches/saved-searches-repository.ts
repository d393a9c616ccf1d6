import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { savedSearches, sentJobAlerts } from '@skillmatch/db/schema/saved-searches';

/*
 * The saved searches' (job alerts') queries that other modules ask for. A module outside
 * `modules/saved-searches/` calls these rather than import the tables (the lint rule
 * `project/table-homes`, docs/ARCHITECTURE.md "Tables").
 */

/** Whether a job alert of the person (their id in `userId`, written qualified) was paused for refused mail. */
export const mailRefusedOf = (userId: SQL) =>
  sql<boolean>`exists (select 1 from ${savedSearches}
    where ${savedSearches.userId} = ${userId} and ${savedSearches.pausedReason} = 'bounced')`;

/** A person's job alerts, newest first: whole rows, for their data export. */
export function alertsOf(db: Database, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt));
}

/** The jobs sent to a recipient (a person's id) by their alerts, latest first. */
export function alertJobsSentTo(db: Database, recipient: string) {
  return db
    .select({
      savedSearchId: sentJobAlerts.savedSearchId,
      jobId: sentJobAlerts.jobId,
      sentAt: sentJobAlerts.sentAt,
    })
    .from(sentJobAlerts)
    .where(eq(sentJobAlerts.recipient, recipient))
    .orderBy(desc(sentJobAlerts.sentAt));
}

/**
 * Deletes, in the caller's transaction, what the job alerts keep of a person beyond their own alerts
 * (those go with the account, by foreign key): the alerts made signed out with their address, and the
 * record of what was sent to them under either.
 */
export async function forgetAlertsOf(tx: Database, person: { userId: string; email: string }): Promise<void> {
  const address = person.email.toLowerCase();
  await tx.delete(savedSearches).where(eq(sql`lower(${savedSearches.email})`, address));
  await tx.delete(sentJobAlerts).where(inArray(sentJobAlerts.recipient, [person.userId, address]));
}

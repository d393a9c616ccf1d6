import { eq, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { newsletterSubscriptions } from '@skillmatch/db/schema/newsletter';

/*
 * The newsletter table's queries that other modules ask for. A module outside `modules/newsletter/` calls
 * these rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md "Tables").
 */

/** An address's subscription (any case): when it subscribed, or undefined. */
export async function subscriptionOf(db: Database, email: string) {
  const [subscription] = await db
    .select({ subscribedAt: newsletterSubscriptions.createdAt })
    .from(newsletterSubscriptions)
    .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()));
  return subscription;
}

/** Ends an address's subscription (any case), in the caller's transaction. */
export async function deleteSubscriptionOf(tx: Database, email: string): Promise<void> {
  await tx
    .delete(newsletterSubscriptions)
    .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()));
}

import type { Database } from '@skillmatch/db/client';
import { newsletterSubscriptions } from '@skillmatch/db/schema/newsletter';

/** Stores a subscription; subscribing twice is harmless and keeps the first one. */
export async function subscribeToNewsletter(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
}

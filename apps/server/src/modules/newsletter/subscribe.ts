import { newsletterSubscriptions } from '@skillmatch/db/schema/newsletter';
import type { UseCaseDeps } from '../../app-types';

/** Stores a subscription; subscribing twice is harmless and keeps the first one. */
export async function subscribeToNewsletter(
  { db }: Pick<UseCaseDeps, 'db'>,
  { email }: { email: string },
): Promise<{ subscribed: true }> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
  return { subscribed: true };
}

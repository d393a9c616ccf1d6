import { eq } from 'drizzle-orm';
import { users } from '@skillmatch/db/schema/auth';
import type { UseCaseDeps } from '../../app-types';
import { lockApplicationsToDetach } from '../applications/applications-repository';
import { deleteSubscriptionOf } from '../newsletter/newsletter-repository';
import { resumeStorageKey } from '../resumes/resumes-repository';
import { forgetAlertsOf } from '../saved-searches/saved-searches-repository';

/**
 * Deletes the account and the personal data with it, in one transaction: profile, resume record,
 * sessions, sign-in methods, saved jobs, job alerts and newsletter subscription go; applications stay with the
 * recruiters who received them, without the person (anonymised). The resume's file goes after.
 */
export async function deleteAccount(
  { db, files }: Pick<UseCaseDeps, 'db' | 'files'>,
  { userId }: { userId: string },
): Promise<{ success: true }> {
  const resumeKey = await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return undefined;
    const storageKey = await resumeStorageKey(tx, userId);
    await deleteSubscriptionOf(tx, user.email);
    // Job alerts: the person's go with the account (foreign key); those made signed out with the same
    // address, and the record of what was sent, go here.
    await forgetAlertsOf(tx, { userId, email: user.email });
    // Foreign keys do the rest: cascades for the person's rows, "set null" on applications.
    await lockApplicationsToDetach(tx, { userId });
    await tx.delete(users).where(eq(users.id, userId));
    return storageKey;
  });
  if (resumeKey) await files.remove(resumeKey);
  return { success: true };
}

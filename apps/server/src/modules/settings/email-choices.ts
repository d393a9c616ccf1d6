import { eq } from 'drizzle-orm';
import { emailChoices } from '@skillmatch/db/schema/email-choices';
import type { EmailChoices } from '@skillmatch/shared/schemas/settings';
import type { UseCaseDeps } from '../../app-types';

/** An administrator's email choices; without a stored choice, an email for each new applicant. */
export async function readEmailChoices(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId }: { userId: string },
): Promise<EmailChoices> {
  const [row] = await db.select().from(emailChoices).where(eq(emailChoices.userId, userId));
  return { newApplicants: (row?.newApplicants as EmailChoices['newApplicants'] | undefined) ?? 'each' };
}

/**
 * Stores an administrator's choice. Choosing the daily summary starts it from now: the applicants they
 * were already emailed about are not summarised again.
 */
export async function saveEmailChoices(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId, choices }: { userId: string; choices: EmailChoices },
): Promise<EmailChoices> {
  await db
    .insert(emailChoices)
    .values({ userId, newApplicants: choices.newApplicants })
    .onConflictDoUpdate({
      target: emailChoices.userId,
      set: { newApplicants: choices.newApplicants, summarisedUntil: new Date() },
    });
  return readEmailChoices({ db }, { userId });
}

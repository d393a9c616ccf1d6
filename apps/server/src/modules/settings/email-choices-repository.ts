import { and, eq, inArray, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { emailChoices } from '@skillmatch/db/schema/email-choices';
import { qualified } from '../qualified-column';
import { personColumns, userRoleColumn } from '../user/users-repository';

/*
 * The email_choices table's queries that other modules ask for. A module outside `modules/settings/`
 * calls these rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md
 * "Tables").
 */

/**
 * A condition on a query of another table: the person whose id is in `userId` chose `choice` for new
 * applicants ('each' when they stored no choice).
 */
export const choosesNewApplicantEmails = (choice: 'each' | 'daily', userId: Column): SQL =>
  sql`coalesce((select ${emailChoices}.new_applicants from ${emailChoices}
    where ${emailChoices}.user_id = ${qualified(userId)}), 'each') = ${choice}`;

/**
 * The people among `recipients` (a subquery of user ids) who chose a daily summary: their id, role, name
 * and address, and where their last summary ended. Their choices stay locked until the caller's
 * transaction ends; those another run holds are skipped.
 */
export function lockDailySummaries(tx: Database, recipients: SQLWrapper) {
  return tx
    .select({
      userId: emailChoices.userId,
      // The choice is deleted with its account, so the account is there.
      role: userRoleColumn(emailChoices.userId) as SQL<string>,
      ...personColumns(emailChoices.userId),
      from: emailChoices.summarisedUntil,
    })
    .from(emailChoices)
    .where(and(eq(emailChoices.newApplicants, 'daily'), inArray(emailChoices.userId, recipients)))
    .for('update', { skipLocked: true });
}

/** Moves the person's daily summary on to `until` (or leaves it, when it is later already). */
export async function moveSummaryOn(tx: Database, userId: string, until: SQL): Promise<void> {
  await tx
    .update(emailChoices)
    .set({ summarisedUntil: sql`greatest(${emailChoices.summarisedUntil}, ${until})` })
    .where(eq(emailChoices.userId, userId));
}

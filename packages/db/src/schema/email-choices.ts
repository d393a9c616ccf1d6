import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { NEW_APPLICANT_EMAIL_CHOICES } from '@skillmatch/shared/constants';
import { users } from './auth';

/**
 * A recruiter's choice of new-applicant emails; an administrator without a row gets one per applicant.
 * `summarisedUntil` is where their last daily summary ended: the next covers the applications after it.
 */
export const emailChoices = pgTable(
  'email_choices',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    newApplicants: text('new_applicants').notNull().default('each'),
    summarisedUntil: timestamp('summarised_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'email_choices_new_applicants_check',
      sql`${table.newApplicants} in (${sql.raw(NEW_APPLICANT_EMAIL_CHOICES.map((c) => `'${c}'`).join(', '))})`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { users } from './auth';
import { companies } from './companies';

/**
 * An interview of one application, by the company of its job. Its calendar invitation's UID is its id;
 * `sequence` rises with each change and with the cancellation, as RFC 5545 asks. `reminded_at` is set by
 * the one process that sends the reminder (and cleared when the interview moves).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The IANA zone the interview was set in: its calendar file and emails say the time there. */
    timeZone: text('time_zone').notNull(),
    location: text('location'),
    message: text('message'),
    sequence: integer('sequence').notNull().default(0),
    organizerId: text('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('interviews_application_idx').on(table.applicationId, table.startsAt),
    // The reminder's search: interviews still to be reminded of, by start.
    index('interviews_to_remind_idx')
      .on(table.startsAt)
      .where(sql`${table.cancelledAt} is null and ${table.remindedAt} is null`),
    check('interviews_duration_check', sql`${table.durationMinutes} between 5 and 480`),
  ],
);

/** The company members who hold an interview. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.userId] }),
    index('interview_interviewers_user_idx').on(table.userId),
  ],
);

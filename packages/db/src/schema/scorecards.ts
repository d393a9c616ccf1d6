import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { SCORECARD_RATINGS } from '@skillmatch/shared/constants';
import { users } from './auth';
import { companies } from './companies';
import { interviews } from './interviews';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One item of a scorecard and its rating (SCORECARD_RATINGS), kept with the item's words. */
export interface ScorecardRating {
  item: string;
  rating: string;
}

/** A company's own scorecard items, after the job's skills (none stored: the defaults). */
export const scorecardAttributes = pgTable('scorecard_attributes', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  items: text('items').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One interviewer's scorecard for one interview: a draft until `submitted_at`, then fixed. Hiring team
 * notes: never shown to the candidate nor in their data export.
 */
export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratings: jsonb('ratings').$type<ScorecardRating[]>().notNull().default([]),
    notes: text('notes'),
    recommendation: text('recommendation'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('scorecards_interview_author_unique').on(table.interviewId, table.authorId),
    check(
      'scorecards_recommendation_check',
      sql`${table.recommendation} is null or ${table.recommendation} in (${sqlList(SCORECARD_RATINGS)})`,
    ),
    // Submitting needs the overall recommendation, also when written by other means than the API.
    check(
      'scorecards_submitted_check',
      sql`${table.submittedAt} is null or ${table.recommendation} is not null`,
    ),
  ],
);

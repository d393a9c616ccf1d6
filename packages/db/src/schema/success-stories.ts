import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STORY_STATUSES } from '@skillmatch/shared/constants';
import { applications } from './applications';
import { users } from './auth';

/**
 * A seeker's own words about an application that reached Offer, shown on the landing page once an
 * administrator approves it: the site's success stories are real people's, none invented. One per
 * application; gone with the account or the application.
 */
export const successStories = pgTable(
  'success_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .unique('success_stories_application_unique')
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    story: text('story').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    // The landing page's newest approved stories, and the administrators' waiting ones.
    index('success_stories_status_idx').on(table.status, table.reviewedAt),
    index('success_stories_user_idx').on(table.userId),
    check(
      'success_stories_status_check',
      sql`${table.status} in (${sql.raw(STORY_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

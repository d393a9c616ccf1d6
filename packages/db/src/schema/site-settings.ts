import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The platform settings: one row, changed by administrators, read by every process. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull().default('SkillMatch'),
    signUpOpen: boolean('sign_up_open').notNull().default(true),
    jobsPageSize: integer('jobs_page_size').notNull().default(20),
    strongMatchThreshold: integer('strong_match_threshold').notNull().default(80),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);

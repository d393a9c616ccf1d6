import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { JOB_MODERATION_MODES } from '@skillmatch/shared/constants';

/** The platform settings: one row, changed by administrators, read by every process. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull().default('SkillMatch'),
    signUpOpen: boolean('sign_up_open').notNull().default(true),
    jobsPageSize: integer('jobs_page_size').notNull().default(20),
    strongMatchThreshold: integer('strong_match_threshold').notNull().default(80),
    /** JOB_MODERATION_MODES: which companies' jobs the operator reviews before they are published. */
    jobModeration: text('job_moderation').notNull().default('first'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('site_settings_single_row', sql`${table.id} = 1`),
    check(
      'site_settings_job_moderation_check',
      sql`${table.jobModeration} in (${sql.raw(JOB_MODERATION_MODES.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);

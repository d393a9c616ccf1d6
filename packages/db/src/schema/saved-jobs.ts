import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The jobs a person starred; gone with the person. A saved job outlives its job (no foreign key to it):
 * once the employer deletes the job, the copy of its title, company and location taken on saving is what
 * the person still sees, marked removed, until they take it off the list.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('saved_jobs_job_idx').on(table.jobId),
  ],
);

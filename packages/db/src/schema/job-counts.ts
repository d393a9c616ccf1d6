import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many jobs have each status, type, remote and category, kept by triggers on `jobs` in the same
 * transaction as every write (migration 0006): a search filtered by nothing else counts exactly from
 * these few rows instead of reading every job.
 */
export const jobCounts = pgTable(
  'job_counts',
  {
    status: text('status').notNull(),
    type: text('type').notNull(),
    remote: boolean('remote').notNull(),
    category: text('category').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.type, table.remote, table.category] })],
);

import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row whose version a statement trigger on `jobs` raises with every write (migration 0007), so a
 * process that keeps a derived copy of the catalogue (the match index) sees in one cheap read that it
 * must catch up, whichever process wrote.
 */
export const jobCatalogue = pgTable(
  'job_catalogue',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('job_catalogue_single_row', sql`${table.id} = 1`)],
);

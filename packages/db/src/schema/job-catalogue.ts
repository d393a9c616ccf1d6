import { bigint, customType, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, as text (it may pass 2^53). */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The catalogue's change log: triggers on `jobs` (migration 0014) add a row per job written, in the
 * writing transaction, numbered by a sequence and stamped with that transaction's id. A process that keeps
 * a copy of the catalogue (search and match indexes) reads the rows past its position whose transaction
 * is older than every one still running: those can no longer be joined by an earlier one, so no commit is
 * missed. `jobId` null means every job (a truncate). Old rows are purged by the hourly task.
 */
export const jobChanges = pgTable(
  'job_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: xid8('transaction_id').notNull(),
    jobId: uuid('job_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_changes_position_idx').on(table.transactionId, table.seq),
    index('job_changes_changed_at_idx').on(table.changedAt),
  ],
);

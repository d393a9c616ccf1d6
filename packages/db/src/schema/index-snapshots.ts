import {
  customType,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { xid8 } from './job-catalogue';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The latest snapshot of each in-memory index a process builds from the catalogue (search, match): written
 * by a process that built it from every row, read by the processes that start after it, which then catch
 * up from the change log past `transactionId`/`seq` (apps/server/src/search/index-snapshot.ts). One row
 * per index, replaced with its parts in one transaction, so a reader never sees half of one.
 */
export const indexSnapshots = pgTable('index_snapshots', {
  name: text('name').primaryKey(),
  /** The code's index format: a snapshot of another is ignored. */
  format: text('format').notNull(),
  /** The change-log position the snapshot reflects. */
  transactionId: xid8('transaction_id').notNull(),
  seq: doublePrecision('seq').notNull(),
  parts: integer('parts').notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A snapshot's bytes, in parts small enough to read one at a time. */
export const indexSnapshotParts = pgTable(
  'index_snapshot_parts',
  {
    name: text('name')
      .notNull()
      .references(() => indexSnapshots.name, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.part] })],
);

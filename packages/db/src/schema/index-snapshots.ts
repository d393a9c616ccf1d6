import {
  bigint,
  customType,
  doublePrecision,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { xid8 } from './job-catalogue';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** Numbers each snapshot written, so that writers at once never mix their parts. */
export const indexSnapshotGenerations = pgSequence('index_snapshot_generations');

/**
 * The latest complete snapshot of each in-memory index a process builds from the catalogue (search, match):
 * written by a process that built it from every row, read by the processes that start after it, which then
 * catch up from the change log past `transactionId`/`seq` (apps/server/src/search/index-snapshot.ts). The
 * parts of a new generation are written first, each in a short transaction of its own; this row is then
 * switched to it, so a reader finds a whole snapshot or the one before.
 */
export const indexSnapshots = pgTable('index_snapshots', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
  /** The code's index format: a snapshot of another is ignored. */
  format: text('format').notNull(),
  /** The change-log position the snapshot reflects. */
  transactionId: xid8('transaction_id').notNull(),
  seq: doublePrecision('seq').notNull(),
  parts: integer('parts').notNull(),
  /** When the snapshot's position was read (not when its write ended): its age bounds the catch-up. */
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
});

/** A snapshot's bytes, in parts small enough to write and read one at a time. */
export const indexSnapshotParts = pgTable(
  'index_snapshot_parts',
  {
    name: text('name').notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull(),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.generation, table.part] })],
);

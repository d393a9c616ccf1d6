import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { xid8 } from './job-catalogue';

/**
 * A job seeker's profile: the whole document as the form edits it, plus its skills as columns so that
 * matching reads them without parsing the document.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillKeys: text('skill_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Each skill's canonical taxonomy id, aligned with `skills`. */
    skillIds: text('skill_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillTaxonomy: text('skill_taxonomy').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Job alerts find the people a published job's skills (or related ones) may match through it.
  (table) => [index('profiles_skill_ids_idx').using('gin', table.skillIds)],
);

/**
 * The profiles' change log: a row per profile written whose skills or job preferences changed (triggers,
 * migration 0036), stamped with the writing transaction, so that processes holding people's skills in
 * memory (job alerts' match alerts) read again only those. The hourly purge deletes what is a day old.
 */
export const profileChanges = pgTable(
  'profile_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: xid8('transaction_id').notNull(),
    userId: text('user_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profile_changes_position_idx').on(table.transactionId, table.seq),
    index('profile_changes_changed_at_idx').on(table.changedAt),
  ],
);

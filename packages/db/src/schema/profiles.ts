import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

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

import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A seeker's resume: the PDF itself is in the file store under `storageKey`; the skills found in its
 * text are kept to offer as suggestions.
 */
export const resumes = pgTable('resumes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  size: integer('size').notNull(),
  foundSkills: text('found_skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

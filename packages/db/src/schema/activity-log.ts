import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What happened on the site, for the admin dashboard's Recent Activity: written in the same transaction
 * as the change it records (sign-ups by a trigger on `users`, everything else by the use case).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One of ACTIVITY_KINDS (packages/shared/src/schemas/admin.ts). */
    kind: text('kind').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened, kept when the account is gone. */
    actorName: text('actor_name'),
    summary: text('summary').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activity_log_created_idx').on(table.createdAt)],
);

export type NewActivity = typeof activityLog.$inferInsert;

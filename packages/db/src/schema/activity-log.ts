import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';

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
    /** The company it happened in; null for what concerns the whole site. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_log_created_idx').on(table.createdAt),
    index('activity_log_company_idx').on(table.companyId, table.createdAt),
  ],
);

export type NewActivity = typeof activityLog.$inferInsert;

import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per creating request sent with an `Idempotency-Key`, shared by every app process: the first
 * request with a key claims it (status null while it runs), and the answer it gave is kept for a day, so a
 * second submission of the same form (a double click, a retry after a lost answer) gets that answer
 * instead of creating a second thing. `owner` is the person's id, or the client's address for a visitor.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** Method, path and body digest: the same key sent with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.owner, table.key] })],
);

import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { jobs } from './jobs';

/** Something that happened for a person: an application moved, a next step, a strong new match. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where in the app it leads, e.g. /applications. */
    link: text('link').notNull(),
    /** The job a strong match is about (its key, below); deleting the job deletes the notification. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The person's notifications in the order their transactions committed (a trigger numbers each one
     * while holding a lock on its person until commit): a reconnecting stream replays those after the last
     * it received, and none is skipped by a transaction that began earlier and committed later.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_seq_idx').on(table.userId, table.seq),
    // A person hears of a job's strong match once, however many processes run the task at once: the
    // insert of a second one does nothing.
    uniqueIndex('notifications_told_once_idx')
      .on(table.userId, table.jobId, table.kind)
      .where(sql`${table.kind} = 'match'`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { xid8 } from './job-catalogue';
import { jobs } from './jobs';

/**
 * A job alert: a saved search of the job list (its query as `GET /api/jobs` takes it), or a match alert
 * (no text, `min_match` set), sent instantly or as a daily or weekly digest. A signed-in person's is
 * theirs (`user_id`); a visitor's has only `email` and sends nothing until `confirmed_at`.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A visitor's address; null for a person's alert (their account's address is used). */
    email: text('email'),
    name: text('name').notNull(),
    /** The job list's filters, as validated by its query schema (no paging or order). */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency').notNull(),
    /** Only jobs the person's skills match at least this much (per cent); null: every match. */
    minMatch: integer('min_match'),
    /** Digests go at 08:00 here (an IANA name, from the browser). */
    timeZone: text('time_zone').notNull().default('UTC'),
    paused: boolean('paused').notNull().default(false),
    /** Why it was paused when not by its owner: 'bounced' (the address refused mail). */
    pausedReason: text('paused_reason'),
    /** A visitor's alert sends once its address is confirmed; a person's is confirmed when made. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The 08:00 slot its digest last went out for (digests claim their slot by moving it). */
    digestSlot: timestamp('digest_slot', { withTimezone: true }),
    /**
     * Its last digest looked at the jobs noted up to here (`alert_digest_jobs.noted_at`): the next one
     * lists jobs noted after. Null: since it was confirmed.
     */
    digestJobsUntil: timestamp('digest_jobs_until', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What a published job must carry for this alert to be worth checking (alert-keys.ts): a job finds
     * its candidate alerts through these keys (held in memory by each process) instead of testing every
     * alert. Null: not keyed yet (a changed keying rule empties it); keyed when read.
     */
    matchKeys: text('match_keys').array(),
    /**
     * The alert's other conditions (alert-keys.ts), each its alternative keys joined by `|`: a job found
     * through `match_keys` is a candidate only when it carries a key of each. Null: none.
     */
    matchConditions: text('match_conditions').array(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId),
    // Instant alerts are found in each process's memory (instant-alert-index.ts), digests by searching the
    // day's jobs: neither reads alerts by key.
    index('saved_searches_instant_idx')
      .on(table.id)
      .where(sql`${table.frequency} = 'instant'`),
    // The people with an instant match alert, whose profiles a published job's skills are checked against.
    index('saved_searches_instant_match_people_idx')
      .on(table.userId)
      .where(sql`${table.frequency} = 'instant' and ${table.minMatch} is not null`),
    check('saved_searches_frequency_check', sql`${table.frequency} in ('instant', 'daily', 'weekly')`),
    check('saved_searches_owner_check', sql`${table.userId} is not null or ${table.email} is not null`),
    check('saved_searches_min_match_check', sql`${table.minMatch} between 1 and 100`),
  ],
);

/**
 * Jobs published (or reopened, or edited) for the digests: one row per job, its latest publication's
 * moment. A digest runs its alert's search over the jobs noted since its last one (alert-digest-jobs.ts),
 * so a day of jobs is a day of rows, however many alerts each belongs to.
 */
export const alertDigestJobs = pgTable(
  'alert_digest_jobs',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    notedAt: timestamp('noted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('alert_digest_jobs_noted_idx').on(table.notedAt)],
);

/**
 * Each job sent to each recipient (a person's id, or a visitor's lower-cased address), once across all
 * their alerts: inserting the row is the claim to send it, so two processes never send it twice.
 */
export const sentJobAlerts = pgTable(
  'sent_job_alerts',
  {
    recipient: text('recipient').notNull(),
    jobId: uuid('job_id').notNull(),
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.recipient, table.jobId] }),
    index('sent_job_alerts_search_idx').on(table.savedSearchId, table.sentAt),
  ],
);

/**
 * The instant alerts' change log, as `job_changes` is the catalogue's: triggers on `saved_searches`
 * (migration 0034) add a row per instant alert written (or made instant, or no longer), in the writing
 * transaction, so that every process's in-memory index of instant alerts reads what changed past its
 * position. Changes a published job's finding does not use (the last sending, a digest's slot) are not
 * logged. `savedSearchId` null means every alert (a truncate). Old rows are purged by the hourly task.
 */
export const savedSearchChanges = pgTable(
  'saved_search_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: xid8('transaction_id').notNull(),
    savedSearchId: uuid('saved_search_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_search_changes_position_idx').on(table.transactionId, table.seq),
    index('saved_search_changes_changed_at_idx').on(table.changedAt),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMPANY_ROLES } from '@skillmatch/shared/constants';
import { users } from './auth';
import { companies } from './companies';
import { jobs } from './jobs';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Who is on a company's hiring team, and as what (COMPANY_ROLES). */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index('company_members_user_idx').on(table.userId),
    check('company_members_role_check', sql`${table.role} in (${sqlList(COMPANY_ROLES)})`),
  ],
);

/**
 * An invitation to a hiring team, sent by email: its link carries a token whose SHA-256 is kept here; it
 * can be accepted once, within INVITATION_VALID_DAYS, by the account with that address.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('company_invitations_token_idx').on(table.tokenHash),
    // One invitation waiting per address and company: inviting again resends it.
    uniqueIndex('company_invitations_waiting_idx')
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check('company_invitations_role_check', sql`${table.role} in (${sqlList(COMPANY_ROLES)})`),
  ],
);

/** The interviewers assigned to a job: they read its applicants and give their own feedback. */
export const jobInterviewers = pgTable(
  'job_interviewers',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.userId] }),
    index('job_interviewers_user_idx').on(table.userId),
  ],
);

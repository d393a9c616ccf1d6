import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_TEMPLATE_KINDS } from '@skillmatch/shared/email-templates';
import { applications } from './applications';
import { users } from './auth';
import { companies } from './companies';

const kinds = sql.raw(EMAIL_TEMPLATE_KINDS.map((kind) => `'${kind}'`).join(', '));

/** A company's own wording of one of its emails to candidates; a kind without a row uses the default. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('email_templates_company_kind_unique').on(table.companyId, table.kind),
    check('email_templates_kind_check', sql`${table.kind} in (${kinds})`),
  ],
);

/**
 * An email between the hiring team and a candidate about one application: sent (`out`, written as the
 * candidate reads it, variables filled in) or a reply (`in`). An outgoing one is `scheduled` until the one
 * process that claims it sends it (`sent`), or `cancelled` when the application moved on before its time.
 * `forStatus` is the stage it was written for: a delayed rejection goes only while the application is there.
 */
export const candidateEmails = pgTable(
  'candidate_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    kind: text('kind'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    forStatus: text('for_status'),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** A reply's From address, as the mail relay gave it. */
    fromAddress: text('from_address'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('candidate_emails_application_idx').on(table.applicationId, table.createdAt),
    check('candidate_emails_direction_check', sql`${table.direction} in ('out', 'in')`),
    check('candidate_emails_status_check', sql`${table.status} in ('scheduled', 'sent', 'cancelled')`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMPANY_SIZES } from '@skillmatch/shared/constants';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * An employer: its public page (`/companies/:slug`) and the jobs it publishes. Its hiring team is in
 * `company_members`. A job's `company` text is this row's name, copied for search (migration 0024).
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    website: text('website'),
    about: text('about').notNull().default(''),
    /** One of COMPANY_SIZES. */
    sizeBand: text('size_band'),
    headquarters: text('headquarters'),
    /** What the company does, in a few words (the demo catalogue's sectors). */
    sector: text('sector'),
    /** The uploaded logo's storage key (kept like resumes: the S3 bucket or the database). */
    logoKey: text('logo_key'),
    logoType: text('logo_type'),
    /** Set when the operator verified the company, or a member's email domain is the website's. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** 'operator' or 'domain'. */
    verifiedBy: text('verified_by'),
    /** A suspended company's jobs leave search at once and its members cannot post. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('companies_slug_idx').on(table.slug),
    index('companies_name_idx').on(sql`lower(${table.name})`),
    check(
      'companies_size_band_check',
      sql`${table.sizeBand} is null or ${table.sizeBand} in (${sqlList(COMPANY_SIZES)})`,
    ),
    check(
      'companies_verified_by_check',
      sql`${table.verifiedBy} is null or ${table.verifiedBy} in ('operator', 'domain')`,
    ),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;

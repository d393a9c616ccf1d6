import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOB_CATEGORIES, JOB_REVIEW_STATES, JOB_STATUSES, JOB_TYPES } from '@skillmatch/shared/constants';
import { users } from './auth';
import { companies } from './companies';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** The company's name, copied from `companies` for search (a trigger fills it from `company_id`). */
    company: text('company').notNull(),
    /**
     * The employer. A job written with only `company` text gets the company of that name, made when there
     * is none (the trigger of migration 0024), so older writers and the demo seed keep working.
     */
    companyId: uuid('company_id')
      .notNull()
      // No default of its own: the trigger sets it before the row is checked, so writers may leave it out.
      .default(sql`null`)
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** Where the job stands in moderation (JOB_REVIEW_STATES); only 'published' jobs are public. */
    review: text('review').notNull().default('published'),
    /** The operator's note when asking for changes or rejecting. */
    reviewNote: text('review_note'),
    /** Who posted it (told of the operator's review); null for scripts, the demo seed and gone accounts. */
    postedBy: text('posted_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was last sent for review: the review queue's order. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    location: text('location'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    currency: text('currency').notNull().default('USD'),
    type: text('type').notNull().default('Full-time'),
    category: text('category').notNull(),
    experience: text('experience'),
    description: text('description').notNull().default(''),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-cased, trimmed skills, written with `skills`: the skill filter reads these. */
    skillKeys: text('skill_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Each skill's canonical taxonomy id, aligned with `skills`, written with it: matching reads these. */
    skillIds: text('skill_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The taxonomy version that wrote `skill_ids`; rows of an older one are re-normalised at start. */
    skillTaxonomy: text('skill_taxonomy').notNull().default(''),
    /** `skills` joined by ' | ', written with `skills`, so full-text and substring search can see them. */
    skillsText: text('skills_text').notNull().default(''),
    responsibilities: text('responsibilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    remote: boolean('remote').notNull().default(false),
    status: text('status').notNull().default('active'),
    postedDate: date('posted_date').notNull().defaultNow(),
    closingDate: date('closing_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lower-cased title, company, location and skills: the words text search finds parts of. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || company || ' ' || coalesce(location, '') || ' ' || skills_text)`,
    ),
    /** Weighted full-text document: relevance ranks a search's newest matches by it. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', skills_text), 'A') || setweight(to_tsvector('english', company || ' ' || coalesce(location, '')), 'B') || setweight(to_tsvector('english', description), 'C')`,
    ),
  },
  (table) => [
    check('jobs_type_check', sql`${table.type} in (${sqlList(JOB_TYPES)})`),
    check('jobs_status_check', sql`${table.status} in (${sqlList(JOB_STATUSES)})`),
    check('jobs_review_check', sql`${table.review} in (${sqlList(JOB_REVIEW_STATES)})`),
    check('jobs_category_check', sql`${table.category} in (${sqlList(JOB_CATEGORIES)})`),
    check(
      'jobs_salary_check',
      sql`${table.salaryMin} is null or ${table.salaryMax} is null or ${table.salaryMin} <= ${table.salaryMax}`,
    ),
    // The sitemap lists the newest jobs first (a backward scan).
    index('jobs_posted_date_idx').on(table.postedDate),
    // Processes that keep a derived copy of the catalogue (the search and match indexes) read what
    // changed since.
    index('jobs_updated_at_idx').on(table.updatedAt),
    // The few jobs that are not open: the admin dashboard counts the open jobs with applicants without
    // visiting every open job.
    index('jobs_not_active_idx')
      .on(table.id)
      .where(sql`${table.status} <> 'active'`),
    // A company's jobs (its page, its back office).
    index('jobs_company_id_idx').on(table.companyId),
    // The operator's review queue: the jobs waiting, longest waiting first.
    index('jobs_review_waiting_idx')
      .on(table.submittedAt)
      .where(sql`${table.review} = 'pending'`),
    // A job page counts its employer's other open jobs.
    index('jobs_active_company_idx')
      .on(table.company)
      .where(sql`${table.status} = 'active'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

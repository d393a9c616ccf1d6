import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOB_CATEGORIES, JOB_STATUSES, JOB_TYPES } from '@skillmatch/shared/constants';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The longest search text (bytes) the covering indexes hold: with the skills text and location it carries,
 * an entry stays under a btree entry's 2,704 bytes even when lower-casing changes byte lengths.
 */
export const COVERED_SEARCH_TEXT_BYTES = 900;

type IndexColumn = Partial<ExtraConfigColumn> | SQL;
type SearchedColumns = Record<
  | 'id'
  | 'postedDate'
  | 'createdAt'
  | 'status'
  | 'type'
  | 'remote'
  | 'category'
  | 'salaryMin'
  | 'salaryMax'
  | 'location'
  | 'searchText'
  | 'skillsText',
  ExtraConfigColumn
>;
// Every column says "nulls last", as the search's orders do, so that the orders read these in order.
const newestFirst = (table: SearchedColumns): [IndexColumn, IndexColumn, IndexColumn] => [
  sql`${table.postedDate} desc nulls last`,
  table.createdAt.desc(),
  table.id.desc(),
];
const highestSalary = (table: SearchedColumns) =>
  sql`coalesce(${table.salaryMax}, ${table.salaryMin}) desc nulls last`;
const searchedColumns = (table: SearchedColumns): IndexColumn[] => [
  table.status,
  table.type,
  table.remote,
  table.category,
  table.salaryMin,
  table.salaryMax,
  table.location,
  table.searchText,
  table.skillsText,
];
const covered = (table: SearchedColumns) =>
  sql`octet_length(${table.searchText}) <= ${sql.raw(String(COVERED_SEARCH_TEXT_BYTES))}`;

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    company: text('company').notNull(),
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
    /** Lower-cased, trimmed skills, written with `skills`: exact skill filters use the GIN index. */
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
    /** Lower-cased title, company, location and skills: substring search through a trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || company || ' ' || coalesce(location, '') || ' ' || skills_text)`,
    ),
    /** Weighted full-text document for relevance ranking. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', skills_text), 'A') || setweight(to_tsvector('english', company || ' ' || coalesce(location, '')), 'B') || setweight(to_tsvector('english', description), 'C')`,
    ),
  },
  (table) => [
    check('jobs_type_check', sql`${table.type} in (${sqlList(JOB_TYPES)})`),
    check('jobs_status_check', sql`${table.status} in (${sqlList(JOB_STATUSES)})`),
    check('jobs_category_check', sql`${table.category} in (${sqlList(JOB_CATEGORIES)})`),
    check(
      'jobs_salary_check',
      sql`${table.salaryMin} is null or ${table.salaryMax} is null or ${table.salaryMin} <= ${table.salaryMax}`,
    ),
    // The search's two orders, newest first and highest salary first, read in order so that a page stops
    // early. No leading status: 95% of jobs are active, and administrators list every status newest first.
    index('jobs_newest_idx').on(...newestFirst(table)),
    index('jobs_salary_idx').on(highestSalary(table), ...newestFirst(table)),
    // The same orders carrying every column a search filters on (after the unique id, so they never
    // change the order): a page of a broad search is read from the index alone, without the wide rows.
    index('jobs_newest_covering_idx')
      .on(...newestFirst(table), ...searchedColumns(table))
      .where(covered(table)),
    index('jobs_salary_covering_idx')
      .on(highestSalary(table), ...newestFirst(table), ...searchedColumns(table))
      .where(covered(table)),
    // Finds the few jobs too long for the covering indexes, and tells the planner how few they are.
    index('jobs_search_text_bytes_idx').on(sql`octet_length(${table.searchText})`),
    // Processes that keep a derived copy of the catalogue (the match index) read what changed since.
    index('jobs_updated_at_idx').on(table.updatedAt),
    // A rare type or category listed newest first, and a narrower bitmap for searches that name one.
    index('jobs_type_idx').on(table.type, ...newestFirst(table)),
    index('jobs_category_idx').on(table.category, ...newestFirst(table)),
    index('jobs_skill_keys_idx').using('gin', table.skillKeys),
    index('jobs_search_vector_idx').using('gin', table.searchVector),
    index('jobs_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('jobs_skills_text_trgm_idx').using('gin', sql`lower(${table.skillsText}) gin_trgm_ops`),
    index('jobs_location_trgm_idx').using('gin', sql`lower(${table.location}) gin_trgm_ops`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

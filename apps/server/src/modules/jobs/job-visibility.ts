import { sql, type SQL } from 'drizzle-orm';

const PUBLIC = `("jobs"."review" = 'published' and "jobs"."company_id" not in (select "id" from "companies" where "suspended_at" is not null))`;

/**
 * Whether the public may see a job at all: the operator published it and its company is not suspended.
 * Written with qualified names (of a query on `jobs`), so that it means the same in a select list, a
 * where clause and beside a join. The suspended companies are one uncorrelated list (few rows; PostgreSQL
 * hashes it once per query), so the change-log projections' batch reads stay one scan of the jobs.
 */
export const publicJob: SQL = sql.raw(PUBLIC);

/**
 * What seekers are shown: public and open. Search, matching, recommendations, the sitemap, similar jobs
 * and strong-match notifications all ask this one condition.
 */
export const listedJob: SQL = sql.raw(`("jobs"."status" = 'active' and ${PUBLIC})`);

/** `publicJob` and `listedJob` as select columns, for a per-row check that agrees with the conditions. */
export const publicColumn = () => sql<boolean>`${publicJob}`;
export const listedColumn = () => sql<boolean>`${listedJob}`;

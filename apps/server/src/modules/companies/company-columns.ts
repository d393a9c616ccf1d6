import { sql, type SQL } from 'drizzle-orm';
import { companies } from '@skillmatch/db/schema/companies';

/*
 * Select columns of a company for a query on another table (a job, an interview), whose company's id
 * `companyId` gives as an SQL value qualified by its table. Subqueries, so the query joins no table of the
 * companies module's. Apart from companies-repository.ts, which reads the jobs module, so that presenting
 * a job does not import it back.
 */

/** The company's slug. */
export const companySlugColumn = (companyId: SQL) =>
  sql<string>`(select ${companies}.slug from ${companies} where ${companies}.id = ${companyId})`;

/** Whether the company is verified. */
export const companyVerifiedColumn = (companyId: SQL) =>
  sql<boolean>`exists (select 1 from ${companies} where ${companies}.id = ${companyId} and ${companies}.verified_at is not null)`;

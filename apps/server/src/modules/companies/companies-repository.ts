import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { companies } from '@skillmatch/db/schema/companies';
import { hasListedJob, jobCountOfCompany } from '../jobs/jobs-repository';

/*
 * The companies table's queries that other modules ask for. A module outside `modules/companies/` calls
 * these rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md "Tables").
 */

/** A company's name, or '' when there is none by that id. */
export async function companyName(db: Database, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

/**
 * A select column for a query on another table: the name of the company whose id `companyId` gives, null
 * when there is none. A subquery, so the query joins no table of the companies module's.
 */
export const companyNameColumn = (companyId: SQL) =>
  sql<string | null>`(select ${companies}.name from ${companies} where ${companies}.id = ${companyId})`;

/** A company's name and whether it is suspended (`suspendedAt`), or undefined when it is gone. */
export async function postingCompany(db: Database, companyId: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}

/**
 * When the company was suspended (null when it is not), its row share-locked until the caller's
 * transaction ends; undefined when it is gone.
 */
export async function lockCompanyShared(tx: Database, companyId: string) {
  const [company] = await tx
    .select({ suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('share');
  return company;
}

/** The slugs of the companies not suspended with a job seekers are shown, by slug, at most `limit`. */
export function hiringCompanySlugs(db: Database, limit: number) {
  return db
    .select({ slug: companies.slug })
    .from(companies)
    .where(and(isNull(companies.suspendedAt), hasListedJob(db, companies.id)))
    .orderBy(asc(companies.slug))
    .limit(limit);
}

const STANDING_CHANGES = {
  verify: { verifiedAt: sql`coalesce(${companies.verifiedAt}, now())`, verifiedBy: 'operator' },
  suspend: { suspendedAt: sql`coalesce(${companies.suspendedAt}, now())` },
  unsuspend: { suspendedAt: null },
} as const;

/**
 * Verifies a company, suspends it or lifts its suspension (each keeps an earlier date), in the caller's
 * transaction; its id and name, or undefined when it is gone.
 */
export async function changeStanding(tx: Database, id: string, standing: keyof typeof STANDING_CHANGES) {
  const [row] = await tx
    .update(companies)
    .set({ ...STANDING_CHANGES[standing], updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning({ id: companies.id, name: companies.name });
  return row;
}

/**
 * A page of the operator's companies, newest first, with how many there are in all: those whose name is
 * like `nameLike` (an ILIKE pattern), or the one with `id`; each with how many are on its hiring team and
 * how many jobs it has (counted for the page's companies only).
 */
export async function companiesPage(
  db: Database,
  query: { nameLike: string | undefined; id: string | undefined; page: number; pageSize: number },
) {
  const where = and(
    query.nameLike ? ilike(companies.name, query.nameLike) : undefined,
    query.id ? eq(companies.id, query.id) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: companies.id,
        slug: companies.slug,
        name: companies.name,
        website: companies.website,
        verifiedAt: companies.verifiedAt,
        verifiedBy: companies.verifiedBy,
        suspendedAt: companies.suspendedAt,
        createdAt: companies.createdAt,
        // Qualified by hand: in a select list drizzle writes bare column names.
        members: sql<number>`(select count(*) from company_members m where m.company_id = ${companies}.id)::int`,
        jobs: jobCountOfCompany(sql`${companies}.id`),
      })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), companies.name)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** What a job page says of its employer: the company's name, slug, verification, sector, about and logo. */
export async function employerOf(db: Database, companyId: string) {
  const [company] = await db
    .select({
      name: companies.name,
      slug: companies.slug,
      verifiedAt: companies.verifiedAt,
      sector: companies.sector,
      about: companies.about,
      logoKey: companies.logoKey,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}

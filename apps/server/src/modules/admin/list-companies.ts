import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { companies } from '@skillmatch/db/schema/companies';
import type { AdminCompanies } from '@skillmatch/shared/schemas/back-office';
import type { UseCaseDeps } from '../../app-types';
import { containing } from './pipeline-items';

/**
 * The operator's companies, newest first, by part of the name, a page at a time, each with how many are on
 * its hiring team and how many jobs it has (counted for the page's companies only).
 */
export async function listCompanies(
  { db }: Pick<UseCaseDeps, 'db'>,
  query: { q?: string | undefined; page: number; pageSize: number; id?: string },
): Promise<AdminCompanies> {
  const where = and(
    query.q ? ilike(companies.name, containing(query.q)) : undefined,
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
        jobs: sql<number>`(select count(*) from jobs j where j.company_id = ${companies}.id)::int`,
      })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), companies.name)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return {
    companies: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      website: row.website,
      verified: row.verifiedAt !== null,
      verifiedBy: row.verifiedAt === null ? null : (row.verifiedBy as 'operator' | 'domain' | null),
      suspended: row.suspendedAt !== null,
      members: row.members,
      jobs: row.jobs,
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

import type { AdminCompanies } from '@skillmatch/shared/schemas/back-office';
import type { UseCaseDeps } from '../../app-types';
import { companiesPage } from '../companies/companies-repository';
import { containing } from '../like-pattern';

/** The operator's companies, newest first, by part of the name, a page at a time (`companiesPage`). */
export async function listCompanies(
  { db }: Pick<UseCaseDeps, 'db'>,
  query: { q?: string | undefined; page: number; pageSize: number; id?: string },
): Promise<AdminCompanies> {
  const { rows, total } = await companiesPage(db, {
    nameLike: query.q ? containing(query.q) : undefined,
    id: query.id,
    page: query.page,
    pageSize: query.pageSize,
  });
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
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

import { and, eq, ne, sql } from 'drizzle-orm';
import { companies } from '@skillmatch/db/schema/companies';
import { isCompanyId, type CompanyPage, type UpdateCompany } from '@skillmatch/shared/schemas/companies';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { requireCompanyRole } from '../../access/company-access';
import { AppError, notFound } from '../../errors';
import { renameJobsOf } from '../jobs/jobs-repository';
import { presentCompanyPage } from './company-page';

/**
 * The owner (or the operator) changes the company page. A new name is copied onto the company's jobs in
 * the same transaction, so search finds them by it at once; the slug stays, so every link keeps working.
 * Another company's name is refused (409): search and the older writers find a company by its name.
 */
export async function updateCompany(
  { db }: Pick<UseCaseDeps, 'db'>,
  { viewer, companyId, changes }: { viewer: SessionUser; companyId: string; changes: UpdateCompany },
): Promise<CompanyPage> {
  if (!isCompanyId(companyId)) throw notFound('Company');
  await requireCompanyRole(db, viewer, companyId, ['owner']);
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!current) throw notFound('Company');
    const renamed = changes.name !== undefined && changes.name !== current.name;
    if (renamed) {
      // Two companies taking the same new name at once: the second waits, then sees the first's.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(lower(${changes.name})))`);
      const [taken] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(sql`lower(${companies.name}) = lower(${changes.name})`, ne(companies.id, companyId)))
        .limit(1);
      if (taken) {
        throw new AppError('CONFLICT', 'Another company already has this name.', {
          name: 'Another company already has this name',
        });
      }
    }
    const [row] = await tx
      .update(companies)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.website !== undefined ? { website: changes.website || null } : {}),
        ...(changes.about !== undefined ? { about: changes.about } : {}),
        ...(changes.sizeBand !== undefined ? { sizeBand: changes.sizeBand } : {}),
        ...(changes.headquarters !== undefined ? { headquarters: changes.headquarters || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, companyId))
      .returning();
    if (renamed) await renameJobsOf(tx, companyId, changes.name!);
    return row!;
  });
  return presentCompanyPage(db, updated, viewer);
}

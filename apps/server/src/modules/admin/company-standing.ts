import { eq, sql } from 'drizzle-orm';
import { companies } from '@skillmatch/db/schema/companies';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { AdminCompany } from '@skillmatch/shared/schemas/back-office';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { recordActivity, type Actor } from './activity';
import { listCompanies } from './list-companies';

export type Standing = 'verify' | 'suspend' | 'unsuspend';

const CHANGES = {
  verify: {
    set: { verifiedAt: sql`coalesce(${companies.verifiedAt}, now())`, verifiedBy: 'operator' },
    kind: 'company.verified',
    verb: 'verified',
  },
  suspend: {
    set: { suspendedAt: sql`coalesce(${companies.suspendedAt}, now())` },
    kind: 'company.suspended',
    verb: 'suspended',
  },
  unsuspend: { set: { suspendedAt: null }, kind: 'company.unsuspended', verb: 'lifted the suspension of' },
} as const;

/**
 * The operator verifies, suspends or lifts the suspension of a company (each idempotent). Suspending or
 * lifting touches the company's jobs in the same transaction: their `job_changes` rows make every
 * process's search and match indexes read them again, so the jobs leave (or come back to) search at once.
 */
export async function changeCompanyStanding(
  { db }: Pick<UseCaseDeps, 'db'>,
  { id, standing, actor }: { id: string; standing: Standing; actor: Actor },
): Promise<AdminCompany> {
  const change = CHANGES[standing];
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ ...change.set, updatedAt: new Date() })
      .where(eq(companies.id, id))
      .returning({ id: companies.id, name: companies.name });
    if (!row) throw notFound('Company');
    if (standing !== 'verify')
      await tx.update(jobs).set({ updatedAt: new Date() }).where(eq(jobs.companyId, id));
    await recordActivity(tx, {
      kind: change.kind,
      actor,
      summary: `${actor.name} ${change.verb} ${row.name}`,
      link: '/admin/companies',
      // The company's team sees it in its activity too.
      companyId: row.id,
    });
  });
  const [company] = (await listCompanies({ db }, { q: undefined, page: 1, pageSize: 1, id })).companies;
  return company!;
}

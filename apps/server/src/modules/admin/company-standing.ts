import type { AdminCompany } from '@skillmatch/shared/schemas/back-office';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { changeStanding } from '../companies/companies-repository';
import { touchJobsOf } from '../jobs/jobs-repository';
import { recordActivity, type Actor } from './activity';
import { listCompanies } from './list-companies';

export type Standing = 'verify' | 'suspend' | 'unsuspend';

const CHANGES = {
  verify: { kind: 'company.verified', verb: 'verified' },
  suspend: { kind: 'company.suspended', verb: 'suspended' },
  unsuspend: { kind: 'company.unsuspended', verb: 'lifted the suspension of' },
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
    const row = await changeStanding(tx, id, standing);
    if (!row) throw notFound('Company');
    if (standing !== 'verify') await touchJobsOf(tx, id);
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

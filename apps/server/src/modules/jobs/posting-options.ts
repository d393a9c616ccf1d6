import type { PostingOptions } from '@skillmatch/shared/schemas/jobs';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { backOfficeScope } from '../../access/company-access';
import { postingCompany } from '../companies/companies-repository';
import { POSTING_ROLES, reviewOnSending } from './moderation';

/**
 * What the add-job screen needs before the form is sent: for whom the viewer posts (their current
 * company; the operator names any), whether their role lets them, and whether the job will wait for
 * the operator's review under the site's moderation.
 */
export async function postingOptions(
  { db, siteSettings }: Pick<UseCaseDeps, 'db' | 'siteSettings'>,
  { viewer }: { viewer: SessionUser },
): Promise<PostingOptions> {
  const scope = await backOfficeScope(db, viewer);
  if (scope?.kind !== 'company') return { operator: true, company: null, mayPost: true, reviewed: false };
  const company = await postingCompany(db, scope.companyId);
  const { jobModeration } = await siteSettings.current();
  const reviewed =
    (await reviewOnSending(db, jobModeration, { companyId: scope.companyId, sentBack: false })) === 'pending';
  return {
    operator: false,
    company: company
      ? { id: company.id, name: company.name, role: scope.role, suspended: company.suspendedAt !== null }
      : null,
    mayPost: POSTING_ROLES.includes(scope.role) && company?.suspendedAt === null,
    reviewed,
  };
}

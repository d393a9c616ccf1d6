import type { MyCompanies } from '@skillmatch/shared/schemas/back-office';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { backOfficeScope, membershipsOf, roleIn } from '../../access/company-access';
import { notFound } from '../../errors';
import { chooseActiveCompany } from '../user/users-repository';

/** The companies the person is on the hiring team of, and the one their back office shows. */
export async function myCompanies(
  { db }: Pick<UseCaseDeps, 'db'>,
  { viewer }: { viewer: SessionUser },
): Promise<MyCompanies> {
  const [memberships, scope] = await Promise.all([membershipsOf(db, viewer.id), chosenCompany(db, viewer)]);
  return {
    companies: memberships.map(({ companyId, slug, name, role }) => ({ id: companyId, slug, name, role })),
    activeCompanyId: scope,
    operator: viewer.role === 'admin',
  };
}

/** The company the back office shows the person: their choice among their companies, else their first. */
async function chosenCompany(db: Pick<UseCaseDeps, 'db'>['db'], viewer: SessionUser): Promise<string | null> {
  // The operator's scope is every company: their choice still says which of their own they work in.
  const scope = await backOfficeScope(db, { ...viewer, role: 'user' });
  return scope?.kind === 'company' ? scope.companyId : null;
}

/** The person chooses which of their companies the back office shows; a company they are not on is 404. */
export async function chooseCompany(
  deps: Pick<UseCaseDeps, 'db'>,
  { viewer, companyId }: { viewer: SessionUser; companyId: string },
): Promise<MyCompanies> {
  if (!(await roleIn(deps.db, viewer.id, companyId))) throw notFound('Company');
  await chooseActiveCompany(deps.db, viewer.id, companyId);
  return myCompanies(deps, { viewer });
}

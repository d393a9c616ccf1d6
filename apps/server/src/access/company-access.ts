import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { companies } from '@skillmatch/db/schema/companies';
import { companyMembers } from '@skillmatch/db/schema/hiring-team';
import type { CompanyRole } from '@skillmatch/shared/constants';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { forbidden, notFound } from '../errors';
import { activeCompanyOf } from '../modules/user/users-repository';

/**
 * Who a person works for in the back office. The platform operator (an administrator) sees every
 * company; anyone else works in one company at a time, the one they chose last of those they belong to.
 * Every back-office read and write asks this module, never a filter of its own.
 */
export type BackOfficeScope =
  | { kind: 'operator'; userId: string }
  | { kind: 'company'; userId: string; companyId: string; role: CompanyRole };

export interface Membership {
  companyId: string;
  slug: string;
  name: string;
  role: CompanyRole;
}

/** The companies a person belongs to, oldest membership first. */
export async function membershipsOf(db: Database, userId: string): Promise<Membership[]> {
  const rows = await db
    .select({
      companyId: companyMembers.companyId,
      slug: companies.slug,
      name: companies.name,
      role: companyMembers.role,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companies.name));
  return rows.map((row) => ({ ...row, role: row.role as CompanyRole }));
}

/**
 * The person's back-office scope: the operator's, else their chosen company's (the first they joined when
 * the choice is gone); null when they are on no hiring team.
 */
export async function backOfficeScope(db: Database, viewer: SessionUser): Promise<BackOfficeScope | null> {
  if (viewer.role === 'admin') return { kind: 'operator', userId: viewer.id };
  const chosen = await activeCompanyOf(db, viewer.id);
  const memberships = await membershipsOf(db, viewer.id);
  const current =
    memberships.find((membership) => membership.companyId === chosen?.activeCompanyId) ?? memberships[0];
  if (!current) return null;
  return { kind: 'company', userId: viewer.id, companyId: current.companyId, role: current.role };
}

/** The person's role in one company, or null when they are not on its team. */
export async function roleIn(db: Database, userId: string, companyId: string): Promise<CompanyRole | null> {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return (row?.role as CompanyRole | undefined) ?? null;
}

/** Whether the viewer works for the company (any role) or is the operator: they may open its unpublished jobs. */
export async function onCompanyTeam(
  db: Database,
  viewer: SessionUser | undefined,
  companyId: string,
): Promise<boolean> {
  if (!viewer) return false;
  return viewer.role === 'admin' || (await roleIn(db, viewer.id, companyId)) !== null;
}

/**
 * Refuses unless the viewer is the operator or holds one of `roles` in the company: someone outside the
 * team gets 404 (the company's back office does not exist for them); a member without the role, 403.
 */
export async function requireCompanyRole(
  db: Database,
  viewer: SessionUser,
  companyId: string,
  roles: readonly CompanyRole[],
): Promise<CompanyRole | 'operator'> {
  if (viewer.role === 'admin') return 'operator';
  const role = await roleIn(db, viewer.id, companyId);
  if (!role) throw notFound('Company');
  if (!roles.includes(role)) throw forbidden('Your role in this company does not allow this.');
  return role;
}

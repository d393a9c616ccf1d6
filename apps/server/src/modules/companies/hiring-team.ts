import { and, asc, eq, isNull } from 'drizzle-orm';
import { companies } from '@skillmatch/db/schema/companies';
import { companyInvitations } from '@skillmatch/db/schema/hiring-team';
import { COMPANY_ROLES, type CompanyRole } from '@skillmatch/shared/constants';
import type { HiringTeam, WaitingInvitation } from '@skillmatch/shared/schemas/hiring-team';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { Database } from '@skillmatch/db/client';
import type { UseCaseDeps } from '../../app-types';
import { requireCompanyRole } from '../../access/company-access';
import { notFound } from '../../errors';
import { userNameColumn } from '../user/users-repository';
import { isCompanyId } from './team-lock';
import { teamOf } from './team-members';

const roleOrder = (role: string) => COMPANY_ROLES.indexOf(role as CompanyRole);

/** An invitation as the team page lists it. */
export function presentInvitation(
  row: { id: string; email: string; role: string; createdAt: Date; expiresAt: Date },
  invitedBy: string | null,
  now = new Date(),
): WaitingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as CompanyRole,
    invitedBy,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

/** The invitations not yet accepted or revoked, newest first, with who sent each. */
export async function waitingInvitations(db: Database, companyId: string): Promise<WaitingInvitation[]> {
  const rows = await db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      role: companyInvitations.role,
      createdAt: companyInvitations.createdAt,
      expiresAt: companyInvitations.expiresAt,
      invitedBy: userNameColumn(companyInvitations.invitedBy),
    })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .orderBy(asc(companyInvitations.email));
  const now = new Date();
  return rows.map((row) => presentInvitation(row, row.invitedBy, now));
}

/**
 * The hiring team page: every member (owners first, then by name) for anyone on the team; the waiting
 * invitations only for those who manage them (owners, the operator).
 */
export async function hiringTeam(
  { db }: Pick<UseCaseDeps, 'db'>,
  { viewer, companyId }: { viewer: SessionUser; companyId: string },
): Promise<HiringTeam> {
  if (!isCompanyId(companyId)) throw notFound('Company');
  const viewerRole = await requireCompanyRole(db, viewer, companyId, COMPANY_ROLES);
  const [company] = await db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      verifiedAt: companies.verifiedAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Company');
  const members = await teamOf(db, companyId);
  members.sort((a, b) => roleOrder(a.role) - roleOrder(b.role));
  const manages = viewerRole === 'owner' || viewerRole === 'operator';
  return {
    company: {
      id: company.id,
      slug: company.slug,
      name: company.name,
      verified: company.verifiedAt !== null,
    },
    viewerRole,
    members: members.map((member) => ({
      ...member,
      role: member.role as CompanyRole,
      joinedAt: member.joinedAt.toISOString(),
    })),
    invitations: manages ? await waitingInvitations(db, companyId) : [],
  };
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { companies } from '@skillmatch/db/schema/companies';
import { companyMembers } from '@skillmatch/db/schema/hiring-team';
import type { CompanyRole } from '@skillmatch/shared/constants';
import { isJobId } from '@skillmatch/shared/schemas/jobs';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import { forbidden, notFound } from '../../errors';
import type { Actor } from '../admin/activity';

/** Ids are UUIDs: anything else names no company (a 404, not a database error). */
export const isCompanyId = isJobId;

export const actorOf = (viewer: SessionUser): Actor => ({ id: viewer.id, name: viewer.name });

export interface LockedTeam {
  company: { id: string; slug: string; name: string; website: string | null; verified: boolean };
  viewerRole: CompanyRole | 'operator';
}

/**
 * Every change to a hiring team starts here, inside its transaction: the company's row is locked (FOR NO
 * KEY UPDATE, which a job written for the company does not wait for), so two changes to one team run one
 * after the other, and each reads the team as the other left it: two owners demoting each other at the
 * same moment leave one owner. The viewer's role is read after the lock for the same reason. Someone
 * outside the team gets 404; a member without one of `roles`, 403; the operator may do anything.
 */
export async function lockTeam(
  tx: Database,
  viewer: SessionUser,
  companyId: string,
  roles: readonly CompanyRole[],
): Promise<LockedTeam> {
  const company = await lockCompany(tx, companyId);
  if (viewer.role === 'admin') return { company, viewerRole: 'operator' };
  const [member] = await tx
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, viewer.id)));
  if (!member) throw notFound('Company');
  const role = member.role as CompanyRole;
  if (!roles.includes(role)) throw forbidden(TEAM_MESSAGES.ownersOnly);
  return { company, viewerRole: role };
}

/** The team's lock alone (see lockTeam), for a change that is not a member's: joining by invitation. */
export async function lockCompany(tx: Database, companyId: string): Promise<LockedTeam['company']> {
  if (!isCompanyId(companyId)) throw notFound('Company');
  const [company] = await tx
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      website: companies.website,
      verifiedAt: companies.verifiedAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
  if (!company) throw notFound('Company');
  const { verifiedAt, ...rest } = company;
  return { ...rest, verified: verifiedAt !== null };
}

export const TEAM_MESSAGES = {
  ownersOnly: 'Only the company’s owners can manage its hiring team.',
  lastOwner:
    'A company needs at least one owner. Make another member an owner first, then change this role or leave.',
  duplicateName: (name: string) =>
    `A company called “${name}” is already on SkillMatch. If you work there, ask one of its owners to invite you.`,
  alreadyMember: (email: string) => `${email} is already on this hiring team.`,
  memberNotFound: 'Team member not found.',
  invitationNotFound: 'Invitation not found.',
  unknownLink: 'This invitation link is not valid. Check that you opened the whole link from the email.',
  used: 'This invitation was already used. If you accepted it, you are on the team: open the back office.',
  revoked: 'This invitation was withdrawn by the company. Ask its owner to invite you again.',
  expired: 'This invitation has expired. Ask the company’s owner to send you a new one.',
  wrongEmail: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it, or ask for an invitation to yours.`,
} as const;

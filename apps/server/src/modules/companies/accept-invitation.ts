import { and, eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { companies } from '@skillmatch/db/schema/companies';
import { companyInvitations, companyMembers } from '@skillmatch/db/schema/hiring-team';
import type { CompanyRole } from '@skillmatch/shared/constants';
import type { AcceptedInvitation, InvitationView } from '@skillmatch/shared/schemas/hiring-team';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { AppError, forbidden } from '../../errors';
import { sameEmail } from '../../auth/guards';
import { recordActivity } from '../admin/activity';
import { chooseActiveCompany, userNameColumn } from '../user/users-repository';
import { verifyByDomain } from './domain-verification';
import { hashToken } from './invitation-tokens';
import { actorOf, lockCompany, TEAM_MESSAGES } from './team-lock';

const gone = (message: string) => new AppError('NOT_FOUND', message);

/**
 * The invitation behind a link, if it can still be accepted: an unknown, used, withdrawn or expired link
 * is a 404 whose message says which (the link is the secret: whoever holds it was sent it).
 */
async function openInvitation(db: Database, token: string, viewerId: string | null) {
  const [invitation] = await db
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      email: companyInvitations.email,
      role: companyInvitations.role,
      expiresAt: companyInvitations.expiresAt,
      acceptedAt: companyInvitations.acceptedAt,
      acceptedBy: companyInvitations.acceptedBy,
      revokedAt: companyInvitations.revokedAt,
      companyName: companies.name,
      companySlug: companies.slug,
      invitedBy: userNameColumn(companyInvitations.invitedBy),
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, hashToken(token)));
  if (!invitation) throw gone(TEAM_MESSAGES.unknownLink);
  // Accepting twice (a second tab, a retry) finds the person on the team: the answer is the same.
  if (invitation.acceptedAt && invitation.acceptedBy === viewerId) return { invitation, acceptedAgain: true };
  if (invitation.acceptedAt) throw gone(TEAM_MESSAGES.used);
  if (invitation.revokedAt) throw gone(TEAM_MESSAGES.revoked);
  if (invitation.expiresAt <= new Date()) throw gone(TEAM_MESSAGES.expired);
  return { invitation, acceptedAgain: false };
}

/** GET /api/invitations/:token: the acceptance page, for whoever opened the link, signed in or not. */
export async function invitationByToken(
  { db }: Pick<UseCaseDeps, 'db'>,
  { token, viewer }: { token: string; viewer: SessionUser | null },
): Promise<InvitationView> {
  const { invitation, acceptedAgain } = await openInvitation(db, token, viewer?.id ?? null);
  const [member] = viewer
    ? await db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, invitation.companyId), eq(companyMembers.userId, viewer.id)))
    : [];
  if (acceptedAgain && !member) throw gone(TEAM_MESSAGES.used);
  return {
    company: { name: invitation.companyName, slug: invitation.companySlug },
    role: invitation.role as CompanyRole,
    email: invitation.email,
    invitedBy: invitation.invitedBy,
    expiresAt: invitation.expiresAt.toISOString(),
    viewerMatches: viewer ? sameEmail(viewer.email, invitation.email) : null,
    alreadyMember: member !== undefined,
  };
}

/**
 * POST /api/invitations/:token/accept: the account with the invited address joins the team with the
 * invitation's role (someone already on it keeps their role) and works in that company from now on. Any
 * other account is refused (403) with the address to sign in with, which the link's page shows anyway.
 * Accepting proves the address (the link was emailed to it), so it can verify the company by its domain.
 */
export async function acceptInvitation(
  { db }: Pick<UseCaseDeps, 'db'>,
  { token, viewer }: { token: string; viewer: SessionUser },
): Promise<AcceptedInvitation> {
  return db.transaction(async (tx) => {
    // Every change to an invitation is made under its team's lock (team-lock.ts): read again once it is
    // held, the invitation is as the last change left it (resent, revoked or accepted in the meantime).
    const { invitation: seen } = await openInvitation(tx, token, viewer.id);
    const company = await lockCompany(tx, seen.companyId);
    const { invitation, acceptedAgain } = await openInvitation(tx, token, viewer.id);
    if (!sameEmail(viewer.email, invitation.email))
      throw forbidden(TEAM_MESSAGES.wrongEmail(invitation.email));
    const joined = {
      companyId: invitation.companyId,
      slug: invitation.companySlug,
      name: invitation.companyName,
    };
    const [existing] = await tx
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, invitation.companyId), eq(companyMembers.userId, viewer.id)));
    if (acceptedAgain) {
      // Removed since: the link was spent on the membership that ended.
      if (!existing) throw gone(TEAM_MESSAGES.used);
      return { ...joined, role: existing.role as CompanyRole };
    }
    await tx
      .update(companyInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: viewer.id })
      .where(eq(companyInvitations.id, invitation.id));
    await chooseActiveCompany(tx, viewer.id, company.id);
    if (existing) return { ...joined, role: existing.role as CompanyRole };
    await tx
      .insert(companyMembers)
      .values({ companyId: company.id, userId: viewer.id, role: invitation.role });
    await verifyByDomain(tx, company, { email: viewer.email, addressProven: true });
    await recordActivity(tx, {
      kind: 'team.joined',
      actor: actorOf(viewer),
      summary: `${viewer.name} joined the hiring team of ${company.name} as ${invitation.role}`,
      link: '/admin/team',
      companyId: company.id,
    });
    return { ...joined, role: invitation.role as CompanyRole };
  });
}

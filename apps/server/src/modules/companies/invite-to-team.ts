import { and, eq, isNull, sql } from 'drizzle-orm';
import { companyInvitations, companyMembers } from '@skillmatch/db/schema/hiring-team';
import type { CompanyRole } from '@skillmatch/shared/constants';
import type { WaitingInvitation } from '@skillmatch/shared/schemas/hiring-team';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { Database } from '@skillmatch/db/client';
import type { UseCaseDeps } from '../../app-types';
import { AppError, notFound } from '../../errors';
import type { TaskSender } from '../../tasks/task-queue';
import { recordActivity } from '../admin/activity';
import { userEmailColumn } from '../user/users-repository';
import { presentInvitation } from './hiring-team';
import { newInvitationToken } from './invitation-tokens';
import { actorOf, isCompanyId, lockTeam, type LockedTeam, TEAM_MESSAGES } from './team-lock';

/** Gives a waiting invitation a new link and 7 more days, and emails it: the old link stops working. */
async function sendAgain(
  tx: Database,
  tasks: TaskSender,
  viewer: SessionUser,
  company: LockedTeam['company'],
  invitation: { id: string; email: string },
  role: CompanyRole,
): Promise<WaitingInvitation> {
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const [row] = await tx
    .update(companyInvitations)
    .set({ tokenHash, expiresAt, role, invitedBy: viewer.id, createdAt: new Date() })
    .where(eq(companyInvitations.id, invitation.id))
    .returning();
  await tasks.send(tx, 'team-invitation-email', { invitationId: invitation.id, token });
  await recordActivity(tx, {
    kind: 'team.invitation-resent',
    actor: actorOf(viewer),
    summary: `${viewer.name} sent the invitation to ${invitation.email} again (${role} at ${company.name})`,
    link: '/admin/team',
    companyId: company.id,
  });
  return presentInvitation(row!, viewer.name);
}

/**
 * An owner (or the operator) invites someone by email to the hiring team. The email, with a single-use
 * link valid INVITATION_VALID_DAYS, goes through the task queue in the same transaction. An address
 * already invited and waiting gets that invitation again (with this role); a member's address is a 409.
 */
export async function inviteToTeam(
  { db, tasks }: Pick<UseCaseDeps, 'db' | 'tasks'>,
  input: { viewer: SessionUser; companyId: string; email: string; role: CompanyRole },
): Promise<WaitingInvitation> {
  return db.transaction(async (tx) => {
    const { company } = await lockTeam(tx, input.viewer, input.companyId, ['owner']);
    const [member] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, company.id),
          sql`lower(${userEmailColumn(companyMembers.userId)}) = lower(${input.email})`,
        ),
      );
    if (member) {
      const message = TEAM_MESSAGES.alreadyMember(input.email);
      throw new AppError('CONFLICT', message, { email: message });
    }
    const [waiting] = await tx
      .select({ id: companyInvitations.id, email: companyInvitations.email })
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, company.id),
          sql`lower(${companyInvitations.email}) = lower(${input.email})`,
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      );
    if (waiting) return sendAgain(tx, tasks, input.viewer, company, waiting, input.role);
    const { token, tokenHash, expiresAt } = newInvitationToken();
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: company.id,
        email: input.email,
        role: input.role,
        tokenHash,
        expiresAt,
        invitedBy: input.viewer.id,
      })
      .returning();
    await tasks.send(tx, 'team-invitation-email', { invitationId: row!.id, token });
    await recordActivity(tx, {
      kind: 'team.invited',
      actor: actorOf(input.viewer),
      summary: `${input.viewer.name} invited ${input.email} to ${company.name} as ${input.role}`,
      link: '/admin/team',
      companyId: company.id,
    });
    return presentInvitation(row!, input.viewer.name);
  });
}

/** The waiting invitation `invitationId` of the locked team; 404 when it is not one. */
async function waitingInvitation(tx: Database, companyId: string, invitationId: string) {
  if (!isCompanyId(invitationId)) throw notFound('Invitation');
  const [invitation] = await tx
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    );
  if (!invitation) throw notFound('Invitation');
  return invitation;
}

/** POST …/invitations/:invitationId/resend: a new link (the old one dies) and 7 more days. */
export async function resendInvitation(
  { db, tasks }: Pick<UseCaseDeps, 'db' | 'tasks'>,
  input: { viewer: SessionUser; companyId: string; invitationId: string },
): Promise<WaitingInvitation> {
  return db.transaction(async (tx) => {
    const { company } = await lockTeam(tx, input.viewer, input.companyId, ['owner']);
    const waiting = await waitingInvitation(tx, company.id, input.invitationId);
    return sendAgain(tx, tasks, input.viewer, company, waiting, waiting.role as CompanyRole);
  });
}

/** DELETE …/invitations/:invitationId: the link stops working; the row stays as a record. */
export async function revokeInvitation(
  { db }: Pick<UseCaseDeps, 'db'>,
  input: { viewer: SessionUser; companyId: string; invitationId: string },
): Promise<{ revoked: true }> {
  return db.transaction(async (tx) => {
    const { company } = await lockTeam(tx, input.viewer, input.companyId, ['owner']);
    const waiting = await waitingInvitation(tx, company.id, input.invitationId);
    await tx
      .update(companyInvitations)
      .set({ revokedAt: new Date() })
      .where(eq(companyInvitations.id, waiting.id));
    await recordActivity(tx, {
      kind: 'team.invitation-revoked',
      actor: actorOf(input.viewer),
      summary: `${input.viewer.name} withdrew the invitation of ${waiting.email} to ${company.name}`,
      link: '/admin/team',
      companyId: company.id,
    });
    return { revoked: true };
  });
}

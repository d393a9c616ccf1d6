import { and, eq } from 'drizzle-orm';
import { companyMembers } from '@skillmatch/db/schema/hiring-team';
import { COMPANY_ROLES } from '@skillmatch/shared/constants';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { conflict, forbidden } from '../../errors';
import { recordActivity } from '../admin/activity';
import { actorOf, lockTeam, TEAM_MESSAGES } from './team-lock';
import { forgetMembership, memberOf, ownerCount } from './team-members';

/**
 * An owner (or the operator) removes a member, or a member leaves: either way the last owner stays.
 * Removed, the person loses the company's back office and their interviews on its jobs.
 */
export async function removeMember(
  { db }: Pick<UseCaseDeps, 'db'>,
  input: { viewer: SessionUser; companyId: string; userId: string },
): Promise<{ removed: true }> {
  return db.transaction(async (tx) => {
    const self = input.userId === input.viewer.id;
    const { company, viewerRole } = await lockTeam(tx, input.viewer, input.companyId, COMPANY_ROLES);
    if (!self && viewerRole !== 'owner' && viewerRole !== 'operator')
      throw forbidden(TEAM_MESSAGES.ownersOnly);
    const member = await memberOf(tx, company.id, input.userId);
    if (member.role === 'owner' && (await ownerCount(tx, company.id)) === 1) {
      throw conflict(TEAM_MESSAGES.lastOwner);
    }
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, member.userId)));
    await forgetMembership(tx, company.id, member.userId);
    await recordActivity(tx, {
      kind: self ? 'team.member-left' : 'team.member-removed',
      actor: actorOf(input.viewer),
      summary: self
        ? `${member.name} left the hiring team of ${company.name}`
        : `${input.viewer.name} removed ${member.name} from the hiring team of ${company.name}`,
      link: '/admin/team',
      companyId: company.id,
    });
    return { removed: true };
  });
}

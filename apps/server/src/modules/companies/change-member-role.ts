import { and, eq } from 'drizzle-orm';
import { companyMembers } from '@skillmatch/db/schema/hiring-team';
import type { CompanyRole } from '@skillmatch/shared/constants';
import type { TeamMember } from '@skillmatch/shared/schemas/hiring-team';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { conflict } from '../../errors';
import { recordActivity } from '../admin/activity';
import { actorOf, lockTeam, TEAM_MESSAGES } from './team-lock';
import { memberOf, ownerCount } from './team-members';

/** An owner (or the operator) gives a member another role; the last owner keeps theirs. */
export async function changeMemberRole(
  { db }: Pick<UseCaseDeps, 'db'>,
  input: { viewer: SessionUser; companyId: string; userId: string; role: CompanyRole },
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const { company } = await lockTeam(tx, input.viewer, input.companyId, ['owner']);
    const member = await memberOf(tx, company.id, input.userId);
    const present = (role: CompanyRole): TeamMember => ({
      ...member,
      role,
      joinedAt: member.joinedAt.toISOString(),
    });
    if (member.role === input.role) return present(member.role);
    if (member.role === 'owner' && (await ownerCount(tx, company.id)) === 1) {
      throw conflict(TEAM_MESSAGES.lastOwner);
    }
    await tx
      .update(companyMembers)
      .set({ role: input.role })
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, member.userId)));
    const self = member.userId === input.viewer.id;
    await recordActivity(tx, {
      kind: 'team.role-changed',
      actor: actorOf(input.viewer),
      summary: self
        ? `${input.viewer.name} made themself ${input.role} at ${company.name}`
        : `${input.viewer.name} made ${member.name} ${input.role} at ${company.name}`,
      link: '/admin/team',
      companyId: company.id,
    });
    return present(input.role);
  });
}

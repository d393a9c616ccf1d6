import { and, eq, gt, isNull } from 'drizzle-orm';
import { companies } from '@skillmatch/db/schema/companies';
import { companyInvitations } from '@skillmatch/db/schema/hiring-team';
import { INVITATION_VALID_DAYS } from '@skillmatch/shared/constants';
import type { App } from '../../app-types';
import { teamInvitationEmail } from '../../mail/templates';
import type { TaskData } from '../../tasks/tasks';
import { userNameColumn } from '../user/users-repository';
import { hashToken, invitationUrl } from './invitation-tokens';

/**
 * The 'team-invitation-email' task. The token travels in the task (the database keeps only its hash);
 * an invitation revoked, accepted, expired or sent again since (a new token) sends nothing, so a late
 * run never mails a dead link. Run twice, it sends the same link twice.
 */
export async function sendTeamInvitationEmail(
  app: App,
  { invitationId, token }: TaskData<'team-invitation-email'>,
): Promise<void> {
  const [invitation] = await app.db
    .select({
      email: companyInvitations.email,
      role: companyInvitations.role,
      companyName: companies.name,
      invitedBy: userNameColumn(companyInvitations.invitedBy),
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        eq(companyInvitations.tokenHash, hashToken(token)),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
        gt(companyInvitations.expiresAt, new Date()),
      ),
    );
  if (!invitation) return;
  const { siteName } = await app.siteSettings.current();
  await app.mailer.send(
    teamInvitationEmail(
      invitation.email,
      { ...invitation, validDays: INVITATION_VALID_DAYS },
      invitationUrl(app.config.publicUrl, token),
      siteName,
    ),
  );
}

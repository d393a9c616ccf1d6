import { z } from 'zod';
import { sendTeamInvitationEmail } from '../../modules/companies/invitation-emails';
import { defineTask, rowId } from '../define-task';
import { awaitedEmail } from '../tasks';

const payload = z.object({ invitationId: rowId, token: z.string().min(1) });

declare module '../tasks' {
  interface TaskPayloads {
    'team-invitation-email': z.infer<typeof payload>;
  }
}

/** Email an invitation to a company's hiring team; the token is the link's, of which only the hash is stored. */
export const teamInvitationEmail = defineTask({
  name: 'team-invitation-email',
  payload,
  retry: awaitedEmail,
  handle: sendTeamInvitationEmail,
});

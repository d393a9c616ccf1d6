import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_VALID_DAYS } from '@skillmatch/shared/constants';

/** A new invitation link's secret: 32 random bytes. Only its SHA-256 is stored. */
export function newInvitationToken(now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 3600 * 1000),
  };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where the invitation email's link leads: the acceptance page. */
export const invitationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/invitations/${encodeURIComponent(token)}`;

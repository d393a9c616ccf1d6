import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The reply address of an application's emails: `reply+<application id>.<signature>@<domain>`, where the
 * signature is an HMAC-SHA256 with the app's secret over the id. A reply reaches only the application
 * whose address it was sent to, and nobody without the secret can make one for another application.
 */
const signature = (secret: string, applicationId: string) =>
  createHmac('sha256', secret).update(`candidate-reply:${applicationId}`).digest('base64url').slice(0, 32);

export const replyAddress = (secret: string, domain: string, applicationId: string) =>
  `reply+${applicationId}.${signature(secret, applicationId)}@${domain}`;

const ADDRESS = /reply\+([0-9a-f-]{36})\.([A-Za-z0-9_-]{32})@/i;

/** The application a reply is for, read from any of its recipient addresses; null when none is ours. */
export function applicationOfReply(secret: string, recipients: string): string | null {
  const match = ADDRESS.exec(recipients);
  if (!match) return null;
  const [, applicationId, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(secret, applicationId.toLowerCase()));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected)
    ? applicationId.toLowerCase()
    : null;
}

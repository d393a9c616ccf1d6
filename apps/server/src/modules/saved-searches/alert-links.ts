import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed link lets its holder do: manage (and unsubscribe from) one alert, or confirm it. */
type Purpose = 'manage' | 'confirm';

/**
 * A link's signature: HMAC-SHA256 with the app's secret over the purpose and the alert's id, so a link
 * works for its own alert only and nobody without the secret can make one. It stays valid while the
 * alert exists (an email's unsubscribe link must keep working); deleting the alert ends it.
 */
export function alertToken(secret: string, purpose: Purpose, alertId: string): string {
  return createHmac('sha256', secret).update(`job-alert:${purpose}:${alertId}`).digest('base64url');
}

export function validAlertToken(secret: string, purpose: Purpose, alertId: string, token: string): boolean {
  const expected = Buffer.from(alertToken(secret, purpose, alertId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page that manages an alert signed out (pause, frequency, delete). */
export const manageUrl = (publicUrl: string, secret: string, alertId: string) =>
  `${publicUrl}/job-alerts/${alertId}?token=${alertToken(secret, 'manage', alertId)}`;

/** RFC 8058 one-click: a POST to this URL stops the alert. */
export const oneClickUrl = (publicUrl: string, secret: string, alertId: string) =>
  `${publicUrl}/api/saved-searches/${alertId}/unsubscribe?token=${alertToken(secret, 'manage', alertId)}`;

/** A visitor's confirmation link (double opt-in). */
export const confirmUrl = (publicUrl: string, secret: string, alertId: string) =>
  `${publicUrl}/job-alerts/${alertId}/confirm?token=${alertToken(secret, 'confirm', alertId)}`;

import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { savedSearches, sentJobAlerts } from '@skillmatch/db/schema/saved-searches';
import { ALERT_EMAIL_JOBS } from '@skillmatch/shared/schemas/saved-searches';
import type { App } from '../../app-types';
import type { NewNotification } from '../notifications/notifications';
import { listedAlertJobs, type AlertJobRow } from '../jobs/alert-jobs';
import { manageUrl, oneClickUrl } from './alert-links';
import { jobAlertEmail, payOf } from './alert-emails';
import { jobListSearch, type StoredQuery } from './saved-query';
import { sendingAddress } from './sending-alerts';

/** An alert ready to send: whom to (a person's account address, or a visitor's confirmed address). */
export interface AlertToSend {
  id: string;
  name: string;
  query: StoredQuery;
  userId: string | null;
  /**
   * The address the email goes to; null for an instant alert found in a process's memory: whether it
   * may still send, and to which address, is read at sending (`sendingAddress`).
   */
  to: string | null;
  /** The key of the unique record of what was sent: the person's id, or the visitor's address. */
  recipient: string;
}

/** An alert whose address is known. */
export type AddressedAlert = AlertToSend & { to: string };

/** Whom an alert's jobs are recorded as sent to: every alert of one person shares it. */
export const recipientOf = (alert: { userId: string | null; email: string | null }) =>
  alert.userId ?? (alert.email ?? '').toLowerCase();

/**
 * Sends one alert's email of `jobIds` (and its bell entry), in one transaction: only jobs open and
 * published now, newest first, never one already sent to this recipient by any of their alerts. Each job
 * listed is claimed by inserting its row in `sent_job_alerts` (on conflict nothing), so a second process
 * sending the same jobs at once waits for this transaction and then claims none. The email goes out
 * inside the transaction: a failed send leaves nothing recorded, and the next attempt sends it. `before`
 * runs first in the transaction (a digest claims its slot there); false stops the sending, as does an
 * alert without an address that may no longer send. Answers whether an email went out.
 */
export async function deliverAlert(
  app: App,
  alert: AlertToSend,
  jobIds: readonly string[],
  before?: (tx: Database) => Promise<boolean>,
): Promise<boolean> {
  const { siteName } = await app.siteSettings.current();
  const result = await app.db.transaction(async (tx) => {
    if (before && !(await before(tx))) return null;
    if (jobIds.length === 0) return null;
    const to = alert.to ?? (await sendingAddress(tx, alert.id));
    if (to === null) return null;
    const fresh = await listedAlertJobs(tx, jobIds, (jobId) =>
      notExists(
        tx
          .select({ one: sql`1` })
          .from(sentJobAlerts)
          .where(and(eq(sentJobAlerts.recipient, alert.recipient), eq(sentJobAlerts.jobId, jobId))),
      ),
    );
    const listed = fresh.slice(0, ALERT_EMAIL_JOBS);
    if (listed.length === 0) return null;
    const claimed = await tx
      .insert(sentJobAlerts)
      .values(listed.map((job) => ({ recipient: alert.recipient, jobId: job.id, savedSearchId: alert.id })))
      .onConflictDoNothing()
      .returning({ jobId: sentJobAlerts.jobId });
    const claimedIds = new Set(claimed.map((row) => row.jobId));
    const sending = listed.filter((job) => claimedIds.has(job.id));
    if (sending.length === 0) return null;
    await tx
      .update(savedSearches)
      .set({ lastSentAt: sql`now()` })
      .where(eq(savedSearches.id, alert.id));
    const { notification, message } = alertMessage(
      app,
      { ...alert, to },
      sending,
      fresh.length - listed.length,
      siteName,
    );
    const rows = notification ? await app.notifications.store(tx, [notification]) : [];
    await app.mailer.send(message);
    return rows;
  });
  return result !== null;
}

/** An alert's email of `sending` (`more` jobs left out), and its bell entry for a person's alert. */
export function alertMessage(
  app: App,
  alert: AddressedAlert,
  sending: readonly AlertJobRow[],
  more: number,
  siteName: string,
) {
  const publicUrl = app.config.publicUrl;
  const listLink = `/jobs${jobListSearch(alert.query)}`;
  const link = sending.length === 1 ? `/jobs/${sending[0]!.id}` : listLink;
  const notification: NewNotification | null = alert.userId
    ? {
        userId: alert.userId,
        kind: 'job-alert',
        title:
          sending.length === 1
            ? `New job for “${alert.name}”`
            : `${sending.length} new jobs for “${alert.name}”`,
        body: sending.map((job) => `${job.title} at ${job.company}`).join('\n'),
        link,
      }
    : null;
  const message = jobAlertEmail(
    alert.to,
    alert,
    sending.map((job) => ({ ...job, pay: payOf(job), url: `${publicUrl}/jobs/${job.id}` })),
    { count: more, url: `${publicUrl}${listLink}` },
    {
      manage: manageUrl(publicUrl, app.config.authSecret, alert.id),
      oneClick: oneClickUrl(publicUrl, app.config.authSecret, alert.id),
    },
    siteName,
  );
  return { notification, message };
}

import { eq, or, sql } from 'drizzle-orm';
import { savedSearches } from '@skillmatch/db/schema/saved-searches';
import type { App } from '../../app-types';
import type { TaskData } from '../../tasks/tasks';
import type { SendingAlert } from './sending-alerts';
import { noteForDigests } from './alert-digest-jobs';
import { readAlertJob } from '../jobs/alert-jobs';
import { instantAlertsOf } from './alert-matching';
import { deliverAlert, recipientOf, type AddressedAlert, type AlertToSend } from './alert-delivery';
import type { StoredQuery } from './saved-query';
import type { InstantAlert } from './instant-alert-index';

export const toSend = (
  alert: Pick<SendingAlert, 'id' | 'name' | 'query' | 'userId' | 'email' | 'accountEmail'>,
): AddressedAlert => ({
  id: alert.id,
  name: alert.name,
  query: alert.query as StoredQuery,
  userId: alert.userId,
  to: alert.accountEmail ?? alert.email ?? '',
  recipient: recipientOf(alert),
});

/** An instant alert found in memory, to send: its address is read at sending (`deliverAlert`). */
const instantToSend = (alert: InstantAlert): AlertToSend => ({
  ...toSend({ ...alert, accountEmail: null }),
  to: null,
});

/** The mail server refused the address for good (a 5xx answer): sending again will not help. */
const refused = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends, and when the mail server refuses the address for good, pauses every alert of that recipient
 * (`pauseRefused`) instead of trying again. Other failures are answered, for the task to be retried.
 */
async function sendOrPause(app: App, alert: AlertToSend, send: () => Promise<boolean>): Promise<unknown> {
  try {
    await send();
    return null;
  } catch (error) {
    return pauseRefused(app, alert, error);
  }
}

/**
 * After a failed send: when the mail server refused the address for good (a 5xx answer), pauses every
 * alert of that recipient (`paused_reason` 'bounced', logged for the operator) and answers null; any
 * other failure is answered, for the task to be retried.
 */
export async function pauseRefused(app: App, alert: AlertToSend, error: unknown): Promise<unknown> {
  if (!refused(error)) return error;
  await app.db
    .update(savedSearches)
    .set({ paused: true, pausedReason: 'bounced' })
    .where(
      or(eq(savedSearches.userId, alert.recipient), sql`lower(${savedSearches.email}) = ${alert.recipient}`),
    );
  app.log.warn(
    { alertId: alert.id, error: String(error) },
    'the mail server refused a job alert address; its alerts are paused',
  );
  return null;
}

export const failedWith = (errors: unknown[]) => {
  if (errors.length > 0) throw errors[0];
};

/**
 * The instant alerts a job belongs to, found in this process's index of instant alerts
 * (instant-alert-index.ts) and checked exactly (`instantAlertsOf`); whether each may still send, and to
 * which address, is read as it is sent. Null for a job not open and published. Digests do not look here:
 * they search the jobs published since their last.
 */
export async function alertsForJob(app: App, jobId: string) {
  const job = await readAlertJob(app.db, jobId);
  if (!job?.listed) return null;
  const [alerts, profiles, matchIndex] = await Promise.all([
    app.instantAlerts.current(),
    app.heldProfiles.current(),
    app.matchIndex.current(),
  ]);
  return instantAlertsOf({ alerts, heldProfiles: app.heldProfiles, profiles, matchIndex }, job);
}

/**
 * The 'job-alerts' task, sent when a job is published, reopened or edited: the job is noted for the
 * daily and weekly digests (alert-digest-jobs.ts), and the instant alerts it belongs to are emailed now.
 * A job that is not open and published sends nothing; a job already sent to a person (an edit's second
 * run) is not sent again.
 */
export async function sendJobAlerts(app: App, { jobId }: TaskData<'job-alerts'>): Promise<void> {
  const found = await alertsForJob(app, jobId);
  if (!found) return;
  await noteForDigests(app.db, jobId);
  const errors: unknown[] = [];
  for (const alert of found.matching) {
    const sending = instantToSend(alert);
    const error = await sendOrPause(app, sending, () => deliverAlert(app, sending, [jobId]));
    if (error) errors.push(error);
  }
  failedWith(errors);
}

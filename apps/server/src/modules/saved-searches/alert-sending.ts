import { and, eq, exists, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import { savedSearchMatches, savedSearches } from '@skillmatch/db/schema/saved-searches';
import type { App } from '../../app-types';
import type { TaskData } from '../../tasks/tasks';
import { alertsMatching, readAlertJob } from './alert-matching';
import { clearFound, deliverAlert, recipientOf, type AlertToSend } from './alert-delivery';
import { latestHour } from './local-time';
import type { StoredQuery } from './saved-query';

/** Alerts that may send: confirmed, not paused, of an account that is not disabled (or a visitor's). */
function sendingAlerts(db: Database, only?: ReturnType<typeof and>) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      minMatch: savedSearches.minMatch,
      timeZone: savedSearches.timeZone,
      digestSlot: savedSearches.digestSlot,
      userId: savedSearches.userId,
      email: savedSearches.email,
      accountEmail: users.email,
    })
    .from(savedSearches)
    .leftJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.paused, false),
        isNotNull(savedSearches.confirmedAt),
        sql`coalesce(${users.banned}, false) = false`,
        only,
      ),
    );
}
type SendingAlert = Awaited<ReturnType<typeof sendingAlerts>>[number];

const toSend = (alert: SendingAlert): AlertToSend => ({
  id: alert.id,
  name: alert.name,
  query: alert.query as StoredQuery,
  userId: alert.userId,
  to: alert.accountEmail ?? alert.email ?? '',
  recipient: recipientOf(alert),
});

/** The mail server refused the address for good (a 5xx answer): sending again will not help. */
const refused = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends, and when the mail server refuses the address for good, pauses every alert of that recipient
 * (`paused_reason` 'bounced', logged for the operator) instead of trying again. Other failures are
 * answered, for the task to be retried.
 */
async function sendOrPause(app: App, alert: AlertToSend, send: () => Promise<boolean>): Promise<unknown> {
  try {
    await send();
    return null;
  } catch (error) {
    if (!refused(error)) return error;
    await app.db
      .update(savedSearches)
      .set({ paused: true, pausedReason: 'bounced' })
      .where(
        or(
          eq(savedSearches.userId, alert.recipient),
          sql`lower(${savedSearches.email}) = ${alert.recipient}`,
        ),
      );
    app.log.warn(
      { alertId: alert.id, error: String(error) },
      'the mail server refused a job alert address; its alerts are paused',
    );
    return null;
  }
}

const failedWith = (errors: unknown[]) => {
  if (errors.length > 0) throw errors[0];
};

/**
 * The 'job-alerts' task, sent when a job is published, reopened or edited: instant alerts the job
 * belongs to are emailed now; daily and weekly ones note it for their next digest. A job that is not open
 * and published sends nothing; a job already sent to a person (an edit's second run) is not sent again.
 */
export async function sendJobAlerts(app: App, { jobId }: TaskData<'job-alerts'>): Promise<void> {
  const job = await readAlertJob(app.db, jobId);
  if (!job?.listed) return;
  const alerts = await sendingAlerts(app.db);
  const matching = await alertsMatching(app.db, await app.matchIndex.current(), job, alerts);
  const digests = matching.filter((alert) => alert.frequency !== 'instant');
  if (digests.length > 0) {
    await app.db
      .insert(savedSearchMatches)
      .values(digests.map((alert) => ({ savedSearchId: alert.id, jobId })))
      .onConflictDoNothing();
  }
  const errors: unknown[] = [];
  for (const alert of matching.filter((one) => one.frequency === 'instant')) {
    const sending = toSend(alert);
    const error = await sendOrPause(app, sending, () => deliverAlert(app, sending, [jobId]));
    if (error) errors.push(error);
  }
  failedWith(errors);
}

/** How long after a digest's slot the next one may go: about a day, about a week (daylight saving aside). */
const DIGEST_GAP = { daily: 12 * 3_600_000, weekly: 6.5 * 86_400_000 } as const;

/**
 * The 'job-alert-digests' task (every quarter of an hour): each daily or weekly alert with jobs waiting
 * whose 08:00 (in its time zone) has passed since its last digest sends one. The alert's slot is claimed
 * by moving `digest_slot` in the sending transaction, so two processes running this at once send each
 * digest once; a digest whose jobs were all closed or already sent sends nothing. Answers how many went.
 */
export async function sendAlertDigests(app: App, now = new Date()): Promise<number> {
  const due = await sendingAlerts(
    app.db,
    and(
      inArray(savedSearches.frequency, ['daily', 'weekly']),
      exists(
        app.db
          .select({ one: sql`1` })
          .from(savedSearchMatches)
          .where(eq(savedSearchMatches.savedSearchId, savedSearches.id)),
      ),
    ),
  );
  let sent = 0;
  const errors: unknown[] = [];
  for (const alert of due) {
    const slot = latestHour(now, alert.timeZone);
    const notAfter = new Date(slot.getTime() - DIGEST_GAP[alert.frequency as 'daily' | 'weekly']);
    if (alert.digestSlot && alert.digestSlot >= notAfter) continue;
    const found = await app.db
      .select({ jobId: savedSearchMatches.jobId })
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, alert.id));
    const jobIds = found.map((row) => row.jobId);
    const sending = toSend(alert);
    const error = await sendOrPause(app, sending, async () => {
      const went = await deliverAlert(app, sending, jobIds, async (tx) => {
        const claimed = await tx
          .update(savedSearches)
          .set({ digestSlot: slot })
          .where(
            and(
              eq(savedSearches.id, alert.id),
              or(isNull(savedSearches.digestSlot), lt(savedSearches.digestSlot, notAfter)),
            ),
          )
          .returning({ id: savedSearches.id });
        if (claimed.length === 0) return false;
        await clearFound(tx, alert.id, jobIds);
        return true;
      });
      if (went) sent++;
      return went;
    });
    if (error) errors.push(error);
  }
  failedWith(errors);
  return sent;
}

import { and, eq, exists, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { savedSearchMatches, savedSearches } from '@skillmatch/db/schema/saved-searches';
import type { App } from '../../app-types';
import type { TaskData } from '../../tasks/tasks';
import { candidateAlerts, sendingAlerts, type SendingAlert } from './alert-candidates';
import { alertsMatching, readAlertJob } from './alert-matching';
import { clearFound, deliverAlert, recipientOf, type AlertToSend } from './alert-delivery';
import { latestHour } from './local-time';
import type { StoredQuery } from './saved-query';

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
 * The sending alerts a job belongs to: the candidates the alert index gives, each checked exactly
 * (how many candidates there were, for the benchmark). Null for a job not open and published.
 */
export async function alertsForJob(app: App, jobId: string) {
  const job = await readAlertJob(app.db, jobId);
  if (!job?.listed) return null;
  const candidates = await candidateAlerts(app.db, job.searchable);
  const matching = await alertsMatching(app.db, await app.matchIndex.current(), job, candidates);
  return { candidates: candidates.length, matching };
}

/** Notes a job for the daily and weekly alerts it matched: their next digest lists it. */
export async function noteForDigests(
  app: App,
  jobId: string,
  matching: readonly { id: string; frequency: string }[],
): Promise<void> {
  const digests = matching.filter((alert) => alert.frequency !== 'instant');
  if (digests.length === 0) return;
  await app.db
    .insert(savedSearchMatches)
    .values(digests.map((alert) => ({ savedSearchId: alert.id, jobId })))
    .onConflictDoNothing();
}

/**
 * The 'job-alerts' task, sent when a job is published, reopened or edited: instant alerts the job
 * belongs to are emailed now; daily and weekly ones note it for their next digest. A job that is not open
 * and published sends nothing; a job already sent to a person (an edit's second run) is not sent again.
 */
export async function sendJobAlerts(app: App, { jobId }: TaskData<'job-alerts'>): Promise<void> {
  const found = await alertsForJob(app, jobId);
  if (!found) return;
  const { matching } = found;
  await noteForDigests(app, jobId, matching);
  const errors: unknown[] = [];
  for (const alert of matching.filter((one) => one.frequency === 'instant')) {
    const sending = toSend(alert);
    const error = await sendOrPause(app, sending, () => deliverAlert(app, sending, [jobId]));
    if (error) errors.push(error);
  }
  failedWith(errors);
}

/** Digests sent at once: each its own transaction, so a few connections' worth. */
const DIGEST_SENDERS = 4;
/** Alerts whose waiting jobs one query reads. */
const READ_BATCH = 5_000;

/** The jobs each alert's digest waits to send, read in a few queries for all of them. */
async function waitingJobs(app: App, alertIds: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (let start = 0; start < alertIds.length; start += READ_BATCH) {
    const batch = alertIds.slice(start, start + READ_BATCH);
    const rows = await app.db
      .select({ alertId: savedSearchMatches.savedSearchId, jobId: savedSearchMatches.jobId })
      .from(savedSearchMatches)
      .where(sql`${savedSearchMatches.savedSearchId} = any(${`{${batch.join(',')}}`}::uuid[])`);
    for (const row of rows) {
      const jobIds = found.get(row.alertId);
      if (jobIds) jobIds.push(row.jobId);
      else found.set(row.alertId, [row.jobId]);
    }
  }
  return found;
}

/** Runs `work` on every item, `width` at a time. */
async function inTurns<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
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
  const ready = due.flatMap((alert) => {
    const slot = latestHour(now, alert.timeZone);
    const notAfter = new Date(slot.getTime() - DIGEST_GAP[alert.frequency as 'daily' | 'weekly']);
    return alert.digestSlot && alert.digestSlot >= notAfter ? [] : [{ alert, slot, notAfter }];
  });
  const found = await waitingJobs(
    app,
    ready.map(({ alert }) => alert.id),
  );
  let sent = 0;
  const errors: unknown[] = [];
  await inTurns(ready, DIGEST_SENDERS, async ({ alert, slot, notAfter }) => {
    const jobIds = found.get(alert.id) ?? [];
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
  });
  failedWith(errors);
  return sent;
}

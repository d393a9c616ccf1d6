import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@skillmatch/db/client';
import { savedSearches } from '@skillmatch/db/schema/saved-searches';
import { ALERT_EMAIL_JOBS } from '@skillmatch/shared/schemas/saved-searches';
import type { App } from '../../app-types';
import type { NewNotification } from '../notifications/notifications';
import { sendingAlerts, type SendingAlert } from './sending-alerts';
import { alertMessage } from './alert-delivery';
import {
  DigestFinder,
  forgetOldNotes,
  notedJobs,
  notedUntil,
  NOTES_KEPT_MS,
  type DigestAlert,
} from './alert-digest-jobs';
import { failedWith, pauseRefused, toSend } from './alert-sending';
import { latestHour } from './local-time';
import { alreadySent, recordSent } from './sent-records';
import { arrayOf } from '@skillmatch/db/sql-arrays';

/** Batches of digests sent at once: each its own transaction, so a few connections' worth. */
const DIGEST_SENDERS = 4;
/**
 * Digests one transaction sends: their slots, jobs and records are each written in one statement for
 * the whole batch, instead of a transaction and half a dozen statements per digest.
 */
const DIGEST_BATCH = 200;

/** How long after a digest's slot the next one may go: about a day, about a week (daylight saving aside). */
const DIGEST_GAP = { daily: 12 * 3_600_000, weekly: 6.5 * 86_400_000 } as const;

interface ReadyDigest {
  alert: SendingAlert;
  slot: Date;
  notAfter: Date;
  /** Its jobs are those noted after this (its last digest's `until`, or its confirmation). */
  since: Date;
}

/** Where a digest's slot and jobs stood: moved by a claim, put back when its email fails. */
interface DigestMark {
  slot: Date | null;
  until: Date | null;
}

/** Runs `work` on every item, `width` at a time. */
async function inTurns<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/**
 * Claims the batch's slots, and its jobs up to `until`: the rows are locked in id order (two processes
 * lock the same rows in the same order, so one waits for the other), and an alert whose slot another
 * process moved meanwhile is left out. Answers where each claimed alert stood, to put back if its email
 * fails.
 */
async function claimSlots(
  tx: Database,
  batch: readonly ReadyDigest[],
  until: Date,
): Promise<Map<string, DigestMark>> {
  const ids = batch.map(({ alert }) => alert.id);
  const locked = await rowsOf<{
    id: string;
    digest_slot: string | Date | null;
    digest_jobs_until: string | Date | null;
  }>(
    tx,
    sql`select id, digest_slot, digest_jobs_until from saved_searches
      where id = any(${arrayOf(ids, 'uuid')}) order by id for update`,
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  const current = new Map(
    locked.map((row) => [row.id, { slot: date(row.digest_slot), until: date(row.digest_jobs_until) }]),
  );
  const claimed = batch.filter(({ alert, notAfter }) => {
    const slot = current.get(alert.id)?.slot;
    return slot !== undefined && (slot === null || slot < notAfter);
  });
  if (claimed.length > 0)
    await moveSlots(
      tx,
      claimed.map(({ alert, slot }) => ({ id: alert.id, slot, until })),
    );
  return new Map(claimed.map(({ alert }) => [alert.id, current.get(alert.id)!]));
}

const timestamps = (values: readonly (Date | null)[]) =>
  sql`${`{${values.map((value) => (value ? `"${value.toISOString()}"` : 'NULL')).join(',')}}`}::timestamptz[]`;

async function moveSlots(tx: Database, moves: readonly ({ id: string } & DigestMark)[]) {
  await tx.execute(sql`
    update saved_searches set digest_slot = moved.slot, digest_jobs_until = moved.until
    from unnest(${arrayOf(
      moves.map((move) => move.id),
      'uuid',
    )}, ${timestamps(moves.map((move) => move.slot))}, ${timestamps(moves.map((move) => move.until))})
      as moved(id, slot, until)
    where saved_searches.id = moved.id`);
}

/**
 * One batch of digests, in one transaction: slots claimed; each alert's jobs found (its search's, noted
 * since its last digest, newest first) less those already sent to its recipient (by any of their
 * alerts); the first ALERT_EMAIL_JOBS of each recorded as sent (`recordSent`), each email sent, then
 * the bell entries written. An email that fails is taken back within the transaction (its records
 * deleted, its slot and jobs put back), so its next attempt sends it and the others stay sent. Answers
 * how many emails went.
 */
async function sendBatch(app: App, batch: readonly ReadyDigest[], finder: DigestFinder, until: Date) {
  const { siteName } = await app.siteSettings.current();
  const failures: { alert: ReturnType<typeof toSend>; error: unknown }[] = [];
  const done = await app.db.transaction(async (tx) => {
    const previous = await claimSlots(tx, batch, until);
    const claimedDigests = batch.filter(({ alert }) => previous.has(alert.id));
    const found = await finder.find(
      tx,
      claimedDigests.map(({ alert, since }): DigestAlert => ({ ...alert, since })),
    );
    const claimed = claimedDigests.map(({ alert }) => toSend(alert)).filter((alert) => found.has(alert.id));
    if (claimed.length === 0) return { count: 0, rows: [] };
    const sentBefore = await alreadySent(
      tx,
      claimed.map((alert) => alert.recipient),
    );
    const freshOf = new Map(
      claimed.map((alert) => [
        alert.id,
        found.get(alert.id)!.filter((job) => !sentBefore.has(`${alert.recipient} ${job.searchable.id}`)),
      ]),
    );
    const listed = claimed.flatMap((alert) =>
      freshOf
        .get(alert.id)!
        .slice(0, ALERT_EMAIL_JOBS)
        .map((job) => ({ recipient: alert.recipient, jobId: job.searchable.id, savedSearchId: alert.id })),
    );
    // One order for every process's inserts, so two batches never wait on each other in a circle.
    listed.sort((a, b) =>
      a.recipient < b.recipient ? -1 : a.recipient > b.recipient ? 1 : a.jobId < b.jobId ? -1 : 1,
    );
    const recorded = await recordSent(tx, listed);
    const sent: ReturnType<typeof toSend>[] = [];
    const notifications: NewNotification[] = [];
    for (const alert of claimed) {
      const fresh = freshOf.get(alert.id)!;
      const sending = fresh
        .slice(0, ALERT_EMAIL_JOBS)
        .filter((job) => recorded.has(`${alert.id} ${job.searchable.id}`))
        .map((job) => job.shown);
      if (sending.length === 0) continue;
      const { notification, message } = alertMessage(
        app,
        alert,
        sending,
        fresh.length - Math.min(fresh.length, ALERT_EMAIL_JOBS),
        siteName,
      );
      try {
        await app.mailer.send(message);
        sent.push(alert);
        if (notification) notifications.push(notification);
      } catch (error) {
        failures.push({ alert, error });
      }
    }
    const failed = new Set(failures.map(({ alert }) => alert.id));
    if (failed.size > 0) {
      const taken = listed.filter(
        (record) =>
          failed.has(record.savedSearchId) && recorded.has(`${record.savedSearchId} ${record.jobId}`),
      );
      await tx.execute(sql`
        delete from sent_job_alerts using unnest(${arrayOf(
          taken.map((row) => row.recipient),
          'text',
        )}, ${arrayOf(
          taken.map((row) => row.jobId),
          'uuid',
        )}) as taken(recipient, job_id)
        where sent_job_alerts.recipient = taken.recipient and sent_job_alerts.job_id = taken.job_id`);
      await moveSlots(
        tx,
        [...failed].map((id) => ({ id, ...previous.get(id)! })),
      );
    }
    if (sent.length > 0) {
      await tx
        .update(savedSearches)
        .set({ lastSentAt: sql`now()` })
        .where(
          inArray(
            savedSearches.id,
            sent.map((alert) => alert.id),
          ),
        );
    }
    return { count: sent.length, rows: await app.notifications.store(tx, notifications) };
  });
  const errors: unknown[] = [];
  for (const { alert, error } of failures) {
    const left = await pauseRefused(app, alert, error);
    if (left) errors.push(left);
  }
  return { sent: done.count, errors };
}

/**
 * The 'job-alert-digests' task (every quarter of an hour): each daily or weekly alert whose 08:00 (in its
 * time zone) has passed since its last digest runs its search over the jobs noted since then
 * (alert-digest-jobs.ts) and sends what it finds. The alert's slot is claimed by moving `digest_slot`
 * (and `digest_jobs_until`) in the sending transaction, so two processes running this at once send each
 * digest once; a digest that finds nothing, or whose jobs were all closed or already sent, sends nothing.
 * Digests go in batches (`sendBatch`), each batch's jobs found just before it. Answers how many went.
 */
export async function sendAlertDigests(app: App, now = new Date()): Promise<number> {
  const until = await notedUntil(app.db);
  await forgetOldNotes(app.db, until);
  const due = await sendingAlerts(app.db, inArray(savedSearches.frequency, ['daily', 'weekly']));
  const ready = due.flatMap((alert): ReadyDigest[] => {
    const slot = latestHour(now, alert.timeZone);
    const notAfter = new Date(slot.getTime() - DIGEST_GAP[alert.frequency as 'daily' | 'weekly']);
    if (alert.digestSlot && alert.digestSlot >= notAfter) return [];
    const since = alert.digestJobsUntil ?? alert.confirmedAt ?? until;
    return [{ alert, slot, notAfter, since }];
  });
  if (ready.length === 0) return 0;
  ready.sort((a, b) => (a.alert.id < b.alert.id ? -1 : 1));
  const oldest = Math.max(
    until.getTime() - NOTES_KEPT_MS,
    ready.reduce((earliest, { since }) => Math.min(earliest, since.getTime()), until.getTime()),
  );
  const finder = new DigestFinder(
    await notedJobs(app.db, new Date(oldest), until),
    await app.matchIndex.current(),
  );
  const batches: ReadyDigest[][] = [];
  for (let start = 0; start < ready.length; start += DIGEST_BATCH)
    batches.push(ready.slice(start, start + DIGEST_BATCH));
  let sent = 0;
  const errors: unknown[] = [];
  await inTurns(batches, DIGEST_SENDERS, async (batch) => {
    try {
      const result = await sendBatch(app, batch, finder, until);
      sent += result.sent;
      errors.push(...result.errors);
    } catch (error) {
      errors.push(error);
    }
  });
  failedWith(errors);
  return sent;
}

import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@skillmatch/db/client';
import { arrayOf } from '@skillmatch/db/sql-arrays';
import { listedJobIds } from '../jobs/alert-jobs';

/** The records of what job alerts sent (`sent_job_alerts`): read and claimed by a digest batch. */

/**
 * Which of the noted jobs have been sent to which of `recipients` (by any of their alerts): "recipient
 * job". The notes, not the batch's jobs, bound the read: a batch's alerts find tens of thousands.
 */
export async function alreadySent(tx: Database, recipients: readonly string[]) {
  const rows = await rowsOf<{ recipient: string; job_id: string }>(
    tx,
    sql`select recipient, job_id from sent_job_alerts
      where recipient = any(${arrayOf([...new Set(recipients)], 'text')})
        and job_id in (select job_id from alert_digest_jobs)`,
  );
  return new Set(rows.map((row) => `${row.recipient} ${row.job_id}`));
}

export interface SentRecord {
  recipient: string;
  jobId: string;
  savedSearchId: string;
}

/**
 * Records each job as sent to its recipient, when it is still open and published (checked now, in the
 * sending transaction) and not yet recorded (on conflict nothing, so a second process sending the same
 * jobs claims none, and a person's two alerts in one batch list a job once). Answers what it recorded.
 */
export async function recordSent(tx: Database, records: readonly SentRecord[]): Promise<Set<string>> {
  if (records.length === 0) return new Set();
  const listed = await listedJobIds(
    tx,
    records.map((record) => record.jobId),
  );
  const kept = records.filter((record) => listed.has(record.jobId));
  if (kept.length === 0) return new Set();
  const rows = await rowsOf<{ saved_search_id: string; job_id: string }>(
    tx,
    sql`insert into sent_job_alerts (recipient, job_id, saved_search_id)
      select * from unnest(${arrayOf(
        kept.map((record) => record.recipient),
        'text',
      )}, ${arrayOf(
        kept.map((record) => record.jobId),
        'uuid',
      )}, ${arrayOf(
        kept.map((record) => record.savedSearchId),
        'uuid',
      )})
      on conflict do nothing
      returning saved_search_id, job_id`,
  );
  return new Set(rows.map((row) => `${row.saved_search_id} ${row.job_id}`));
}

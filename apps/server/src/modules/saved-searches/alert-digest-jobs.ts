import { and, gt, lte, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@skillmatch/db/client';
import { alertDigestJobs } from '@skillmatch/db/schema/saved-searches';
import type { MatchIndex } from '@skillmatch/matching/match-index';
import { savedQuerySchema } from '@skillmatch/shared/schemas/saved-searches';
import { dayNumber, SearchIndex, type SearchableJob } from '../../search';
import { listedDigestJobs, type AlertJobRow } from '../jobs/alert-jobs';
import { filtersOf } from '../jobs/search-jobs';
import { scorerFor, type ScoredJobRow } from '../matching/recommend';
import { seekerFromProfile } from '../matching/seeker';
import { matchingProfilesOf } from '../user/profiles-repository';

/**
 * A digest is its alert's search run over the jobs published since its last digest. Publishing a job
 * notes it once (`alert_digest_jobs`), whatever the alerts it belongs to; a digest run reads the jobs
 * noted since the oldest of its alerts' last digests into a search index of their own and runs each
 * alert's query over it (the job list's own search, so a digest lists what its search shows), and
 * scores the people of match alerts on those jobs only, through the match index.
 */

/** Notes are kept this long: a weekly digest's week, and a day to spare. */
export const NOTES_KEPT_MS = 8 * 86_400_000;
/** The advisory lock (two keys, apart from every one-key lock) between noting a job and `notedUntil`. */
const NOTES_LOCK = sql`38, 7`;

/** Notes a published job for the digests: its publication's moment, the latest when published again. */
export async function noteForDigests(db: Database, jobId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${NOTES_LOCK})`);
    await tx.execute(sql`
      insert into alert_digest_jobs (job_id, noted_at) values (${jobId}, clock_timestamp())
      on conflict (job_id) do update set noted_at = excluded.noted_at`);
  });
}

/**
 * A moment every note up to which has committed: taken under the lock every noting holds while it
 * writes, so a note not yet visible is noted after it. Digests read up to it and start there next
 * time: no job falls between two digests, none is in two. Whole milliseconds, as stored and compared:
 * the moment is rounded up, so a job noted earlier in the same millisecond is in this digest, and the
 * lock is held until the clock has passed it (under a millisecond), so no later note shares it.
 */
export async function notedUntil(db: Database): Promise<Date> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${NOTES_LOCK})`);
    const [row] = await rowsOf<{ ms: number }>(
      tx,
      sql`select ceil(extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
    );
    const until = new Date(Number(row!.ms));
    const passed = async () =>
      (
        await rowsOf<{ passed: boolean }>(
          tx,
          sql`select clock_timestamp() > ${until.toISOString()}::timestamptz as passed`,
        )
      )[0]!.passed;
    while (!(await passed()));
    return until;
  });
}

/** Forgets the notes older than any digest still reads. */
export async function forgetOldNotes(db: Database, until: Date): Promise<void> {
  await db
    .delete(alertDigestJobs)
    .where(sql`${alertDigestJobs.notedAt} < ${new Date(until.getTime() - NOTES_KEPT_MS).toISOString()}`);
}

/** A noted job open and published now: as search and matching read it, as an email shows it, and when it was noted. */
export interface DigestJob {
  searchable: SearchableJob;
  scored: ScoredJobRow;
  shown: AlertJobRow;
  notedMs: number;
}

/** The jobs noted after `since` up to `until` that are open and published now. */
export async function notedJobs(db: Database, since: Date, until: Date): Promise<DigestJob[]> {
  const noted = db
    .select({
      jobId: alertDigestJobs.jobId,
      notedMs: sql<number>`(extract(epoch from ${alertDigestJobs.notedAt}) * 1000)::float8`.as('noted_ms'),
    })
    .from(alertDigestJobs)
    .where(and(gt(alertDigestJobs.notedAt, since), lte(alertDigestJobs.notedAt, until)))
    .as('noted');
  const rows = await listedDigestJobs(db, noted);
  return rows.map((row) => ({ ...row, notedMs: Number(row.notedMs) }));
}

/** Newest first, then by id: the order in which the database lists jobs (`created_at desc, id desc`). */
const newestFirst = (a: DigestJob, b: DigestJob) =>
  b.searchable.createdAt - a.searchable.createdAt ||
  (a.searchable.id < b.searchable.id ? 1 : a.searchable.id > b.searchable.id ? -1 : 0);

/** A digest's alert as the finder reads it: its query, its minimum match, whose, and since when. */
export interface DigestAlert {
  id: string;
  query: unknown;
  minMatch: number | null;
  userId: string | null;
  since: Date;
}

/** The noted jobs of a digest run, searched for each alert's. */
export class DigestFinder {
  private readonly index = new SearchIndex();
  private readonly byId = new Map<string, DigestJob>();
  /** Per distinct query, the noted jobs it finds, newest first (as the job list and emails order them). */
  private readonly answers = new Map<string, DigestJob[]>();
  private readonly today = dayNumber(new Date().toISOString().slice(0, 10));
  /** The noted jobs the match index holds, by their rows there, and the first of those rows. */
  private readonly atRow = new Map<number, DigestJob>();
  private readonly firstRow: number;
  /** Noted jobs the match index does not hold yet: scored one by one. */
  private readonly unindexed: DigestJob[] = [];
  private readonly firstNotedMs: number;

  constructor(
    noted: readonly DigestJob[],
    private readonly matchIndex: MatchIndex,
  ) {
    let firstRow = Infinity;
    let firstNotedMs = Infinity;
    for (const job of noted) {
      this.index.upsert({ ...job.searchable, status: 'active' });
      this.byId.set(job.searchable.id, job);
      firstNotedMs = Math.min(firstNotedMs, job.notedMs);
      const row = matchIndex.rowOf(job.searchable.id);
      if (row === undefined) this.unindexed.push(job);
      else {
        this.atRow.set(row, job);
        firstRow = Math.min(firstRow, row);
      }
    }
    this.firstRow = firstRow;
    this.firstNotedMs = firstNotedMs;
  }

  private found(query: unknown): DigestJob[] {
    const key = JSON.stringify(query);
    let answer = this.answers.get(key);
    if (answer === undefined) {
      const parsed = savedQuerySchema.safeParse(query);
      answer = parsed.success
        ? this.index
            .search(filtersOf({ ...parsed.data, page: 1 }, this.today), 'newest', this.index.size)
            .ids.map((id) => this.byId.get(id)!)
            .sort(newestFirst)
        : [];
      this.answers.set(key, answer);
    }
    return answer;
  }

  /**
   * Each alert's jobs, newest first: those its search finds, noted since its last digest, scored at its
   * minimum. Reads the match alerts' profiles through `db` (the batch's transaction).
   */
  async find(db: Database, alerts: readonly DigestAlert[]): Promise<Map<string, DigestJob[]>> {
    const scoredFor = [
      ...new Set(alerts.flatMap((alert) => (alert.minMatch && alert.userId ? [alert.userId] : []))),
    ];
    const seekers = new Map(
      (await matchingProfilesOf(db, scoredFor)).map((row) => [row.userId, seekerFromProfile(row)]),
    );
    const result = new Map<string, DigestJob[]>();
    for (const alert of alerts) {
      const since = alert.since.getTime();
      let found = this.found(alert.query);
      if (since >= this.firstNotedMs) found = found.filter((job) => job.notedMs > since);
      if (alert.minMatch && alert.userId && found.length > 0) {
        const seeker = seekers.get(alert.userId);
        found = seeker ? this.atLeast(seeker, found, alert.minMatch) : [];
      }
      if (found.length > 0) result.set(alert.id, found);
    }
    return result;
  }

  /**
   * The jobs the seeker's score reaches `minimum` on, as the job page scores them: the noted jobs' rows
   * are the match index's newest, so the seeker is scored from the first of them on.
   */
  private atLeast(
    seeker: ReturnType<typeof seekerFromProfile>,
    found: readonly DigestJob[],
    minimum: number,
  ): DigestJob[] {
    const reaching = new Set<DigestJob>();
    if (this.atRow.size > 0) {
      for (const row of this.matchIndex.rowsScoringFrom(seeker, this.firstRow, minimum)) {
        const job = this.atRow.get(row);
        if (job) reaching.add(job);
      }
    }
    if (this.unindexed.length > 0) {
      const scorer = scorerFor(seeker, this.matchIndex);
      for (const job of this.unindexed) if (scorer(job.scored).score >= minimum) reaching.add(job);
    }
    return reaching.size === 0 ? [] : found.filter((job) => reaching.has(job));
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '@skillmatch/db/client';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { jobs } from '@skillmatch/db/schema/jobs';
import { profiles } from '@skillmatch/db/schema/profiles';
import { savedSearches } from '@skillmatch/db/schema/saved-searches';
import { seededRandom, type Random } from '@skillmatch/db/seed/random';
import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import { buildApp } from '../apps/server/src/app';
import type { App } from '../apps/server/src/app-types';
import { loadConfig } from '../apps/server/src/config';
import type { MailMessage } from '../apps/server/src/mail/mailer';
import { alertIndex } from '../apps/server/src/modules/saved-searches/alert-keys';
import { noteForDigests } from '../apps/server/src/modules/saved-searches/alert-digest-jobs';
import { sendAlertDigests } from '../apps/server/src/modules/saved-searches/alert-digests';
import { alertsForJob } from '../apps/server/src/modules/saved-searches/alert-sending';
import { withPostgres } from './bench-database';
import { ms, percentile } from './bench-kit';
import { catalogueBatches, loadCatalogue, readCatalogueSources, type CatalogueSources } from './catalogue';

const JOBS = Number(process.env.BENCH_ALERTS_JOBS ?? 100_000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
/** Five alerts a person, as the people who use alerts keep a few. */
const PEOPLE = Math.ceil(ALERTS / 5);
/** Published jobs timed finding their alerts. */
const PUBLISHED = Number(process.env.BENCH_ALERTS_PUBLISHED ?? 300);
const DAY_JOBS = Number(process.env.BENCH_ALERTS_DAY_JOBS ?? 2_000);
const FIND_TARGET_MS = 50;
const DIGEST_TARGET_MS = 5 * 60_000;
const MEMORY_TARGET_MB = 300;
const TIME_ZONES = ['UTC', 'Europe/Lisbon', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata'];
const BATCH = 2_000;

/** A real title without its level, as people search for the job they do ("data engineer", "nurse"). */
function titleSearch(random: Random, sources: CatalogueSources): string {
  const words = random
    .pick(sources.postings)
    .title.split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word) && !LEVELS.has(word.toLowerCase()));
  return words.slice(0, random.int(1, 3)).join(' ') || 'developer';
}
const LEVELS = new Set(['senior', 'sr', 'sr.', 'junior', 'jr', 'lead', 'principal', 'staff', 'associate']);

/**
 * The alerts people keep: searches by a title (some also by place, some remote only), by skills (some
 * with a title), by category and type, and match alerts (no search, a minimum match of 60 to 90 %);
 * 30 % instant, 55 % daily, 15 % weekly.
 */
function alertRow(i: number, random: Random, sources: CatalogueSources) {
  const userId = `bench-${1 + (i % PEOPLE)}`;
  const kind = random.next();
  const place = () => random.pick(sources.postings).location?.split(',')[0] ?? 'London';
  const skill = () => random.pick(random.pick(sources.skillSets));
  let query: Record<string, string | string[]> = {};
  let minMatch: number | null = null;
  if (kind < 0.4) query = { q: titleSearch(random, sources) };
  else if (kind < 0.5) query = { q: titleSearch(random, sources), location: place() };
  else if (kind < 0.55) query = { q: titleSearch(random, sources), remote: 'true' };
  else if (kind < 0.65) query = { skills: [skill(), skill()] };
  else if (kind < 0.72) query = { q: titleSearch(random, sources), skills: [skill()] };
  else if (kind < 0.75) query = { category: random.pick(JOB_CATEGORIES), type: random.pick(JOB_TYPES) };
  else minMatch = random.int(60, 90);
  const frequency = random.chance(0.3) ? 'instant' : random.chance(0.78) ? 'daily' : 'weekly';
  return {
    userId,
    name: `Alert ${i}`,
    query,
    frequency,
    minMatch,
    timeZone: random.pick(TIME_ZONES),
    confirmedAt: new Date(),
    ...alertIndex({ query, minMatch, userId }),
  };
}

/** People (each with 3 to 8 skills of one real skill set) and their alerts, inserted in batches. */
async function loadAlerts(database: DatabaseHandle, sources: CatalogueSources): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-' || i, 'Seeker ' || i, 'seeker' || i || '@bench.example'
    from generate_series(1, ${PEOPLE}::int) as i`);
  const random = seededRandom(38);
  for (let start = 0; start < PEOPLE; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(PEOPLE, start + BATCH); i++) {
      const set = random.pick(sources.skillSets);
      const chosen = [...set].sort(() => random.next() - 0.5).slice(0, random.int(3, 8));
      const { skills, skillKeys, skillIds, skillTaxonomy } = jobSkillColumns(chosen);
      rows.push({ userId: `bench-${i + 1}`, data: {}, skills, skillKeys, skillIds, skillTaxonomy });
    }
    await db.insert(profiles).values(rows);
  }
  for (let start = 0; start < ALERTS; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(ALERTS, start + BATCH); i++) rows.push(alertRow(i, random, sources));
    await db.insert(savedSearches).values(rows);
  }
  await db.execute('vacuum analyze users, profiles, saved_searches');
}

/**
 * With BENCH_KEEP_DATABASE=1, a database an earlier run loaded is used again: its day of new jobs (the
 * jobs noted for digests), what its digests sent and their slots are undone, so this run meets the same state.
 */
async function loadedBefore({ db }: DatabaseHandle): Promise<boolean> {
  const [row] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from saved_searches`);
  if ((row?.count ?? 0) < ALERTS) return false;
  await db.execute(sql`delete from jobs where id in (select job_id from alert_digest_jobs)`);
  await db.execute(sql`delete from alert_digest_jobs`);
  await db.execute(sql`delete from sent_job_alerts`);
  await db.execute(sql`delete from notifications`);
  await db.execute(
    sql`update saved_searches set digest_slot = null, digest_jobs_until = null, last_sent_at = null`,
  );
  await db.execute('vacuum analyze jobs, saved_searches, sent_job_alerts');
  return true;
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

export interface AlertsBenchResult {
  findP50: number;
  findP95: number;
  /** This process's CPU per find (the database's not counted): what a busy machine's waits do not blur. */
  cpuP50: number;
  cpuP95: number;
  candidatesMean: number;
  matchesMean: number;
  dayNoteMs: number;
  digestMs: number;
  digests: number;
  digestJobs: number;
  memory: { rssMb: number; heapMb: number };
}

/** Publishing jobs already in the catalogue: each finds its instant alerts (what publication sends; nothing sent here), timed. */
async function timeFinding(app: App, jobIds: string[]) {
  for (const jobId of jobIds.slice(0, 10)) await alertsForJob(app, jobId);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let candidates = 0;
  let matches = 0;
  for (const jobId of jobIds) {
    const cpuBefore = process.cpuUsage();
    const [found, took] = await timed(() => alertsForJob(app, jobId));
    const cpu = process.cpuUsage(cpuBefore);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    times.push(took);
    candidates += found?.candidates ?? 0;
    matches += found?.matching.length ?? 0;
  }
  return {
    findP50: percentile(times, 50),
    findP95: percentile(times, 95),
    cpuP50: percentile(cpuTimes, 50),
    cpuP95: percentile(cpuTimes, 95),
    candidatesMean: candidates / jobIds.length,
    matchesMean: matches / jobIds.length,
  };
}

/** The resident memory's and the heap's peaks above where they started, sampled while `work` runs. */
async function peakMemory<T>(work: () => Promise<T>): Promise<[T, { rssMb: number; heapMb: number }]> {
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heap: before.heapUsed };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  };
  const sampler = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return [result, { rssMb: mb(peak.rss - before.rss), heapMb: mb(peak.heap - before.heapUsed) }];
  } finally {
    clearInterval(sampler);
  }
}

const started = performance.now();
const step = (what: string) =>
  console.error(`alerts, ${((performance.now() - started) / 1000).toFixed(0)} s: ${what}`);

export async function alertsBenchmark(): Promise<AlertsBenchResult> {
  const sources = readCatalogueSources();
  step('sources read');
  return withPostgres(JOBS, async (database) => {
    if (await loadedBefore(database)) step('the kept database: its day of new jobs and digests undone');
    else {
      step(`loading ${JOBS} jobs, ${ALERTS} alerts of ${PEOPLE} people…`);
      await loadCatalogue(database.db, sources, JOBS);
      step('jobs loaded');
      await loadAlerts(database, sources);
      step('alerts loaded');
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'skillmatch-bench-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hmac-0123',
      LOG_LEVEL: 'silent',
    });
    // The mail server is not what is measured: a message is taken at once.
    const mailer = { kind: 'outbox' as const, send: async (_message: MailMessage) => undefined };
    const app = await buildApp({ config, database, logger: false, mailer });
    try {
      await app.ready();
      // The app's task workers would run the scheduled digests beside (or after) the ones timed here, and
      // a task still running when the database closes fails the process: this app takes no tasks.
      await app.tasks.stop();
      const published = await rowsOf<{ id: string }>(
        database.db,
        sql`select id from jobs where status = 'active' order by md5(id::text) limit ${PUBLISHED}`,
      );
      step('building the indexes (the first job)…');
      await alertsForJob(app, published[0]!.id);
      step('finding…');
      const finding = await timeFinding(
        app,
        published.map((row) => row.id),
      );
      step(`found: ${JSON.stringify(finding)}`);
      step('finding timed; a day of new jobs…');
      const dayJobIds: string[] = [];
      for (const batch of catalogueBatches(sources, DAY_JOBS, 20261127)) {
        const rows = await database.db
          .insert(jobs)
          .values(
            batch.map((job) => ({
              ...job,
              status: 'active',
              postedDate: new Date().toISOString().slice(0, 10),
            })),
          )
          .returning({ id: jobs.id });
        dayJobIds.push(...rows.map((row) => row.id));
      }
      // What the day's 'job-alerts' tasks do for the digests: note each job (their instant alerts'
      // finding is what is timed above, spread over the day).
      const [, dayNoteMs] = await timed(async () => {
        for (const jobId of dayJobIds) await noteForDigests(app.db, jobId);
      });
      step(`day noted in ${(dayNoteMs / 1000).toFixed(1)} s; digests…`);
      const [[digests, digestMs], memory] = await peakMemory(() => timed(() => sendAlertDigests(app)));
      const [waiting] = await rowsOf<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from alert_digest_jobs`,
      );
      step(`digests: ${digests} in ${(digestMs / 1000).toFixed(1)} s, memory ${JSON.stringify(memory)}`);
      return {
        ...finding,
        dayNoteMs,
        digestMs,
        digests,
        digestJobs: waiting?.count ?? 0,
        memory,
      };
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

export function alertsReport(result: AlertsBenchResult): string {
  const verdict = (met: boolean) => (met ? 'met' : 'missed');
  const n = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return [
    `Job alerts on PostgreSQL: ${n(JOBS)} jobs, ${n(ALERTS)} alerts (searches and match alerts) of ${n(PEOPLE)} people.`,
    '',
    '| measure | result | target |',
    '| --- | --- | --- |',
    `| a published job finds its instant alerts (index, then each candidate checked), ${PUBLISHED} jobs: p50 / p95 | ${ms(result.findP50)} / ${ms(result.findP95)} | p95 ≤ ${FIND_TARGET_MS} ms: ${verdict(result.findP95 <= FIND_TARGET_MS)} |`,
    `| this process's CPU per find: p50 / p95 | ${ms(result.cpuP50)} / ${ms(result.cpuP95)} | |`,
    `| candidates / instant alerts found, per job (mean) | ${n(result.candidatesMean)} / ${n(result.matchesMean)} | |`,
    `| a day of ${n(DAY_JOBS)} new jobs noted for the digests (the 'job-alerts' tasks' note, one after another) | ${(result.dayNoteMs / 1000).toFixed(1)} s | |`,
    `| the daily and weekly digests of that day: ${n(result.digests)} emails, searched over ${n(result.digestJobs)} noted jobs | ${(result.digestMs / 1000).toFixed(1)} s | ≤ 5 min: ${verdict(result.digestMs <= DIGEST_TARGET_MS)} |`,
    `| memory over the digests, peak above start: resident / heap | ${n(result.memory.rssMb)} MB / ${n(result.memory.heapMb)} MB | ≤ ${MEMORY_TARGET_MB} MB: ${verdict(result.memory.rssMb <= MEMORY_TARGET_MB)} |`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(alertsReport(await alertsBenchmark()));
}

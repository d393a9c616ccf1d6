import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import type { App } from '../apps/server/src/app-types';
import { promoteToAdmin } from '../apps/server/src/auth/admin-account';
import { loadConfig } from '../apps/server/src/config';
import { withPostgres } from './bench-database';
import { ms, percentile } from './bench-kit';
import { loadCatalogue, readCatalogueSources } from './catalogue';

const JOBS = Number(process.env.BENCH_BACK_OFFICE_JOBS ?? 100_000);
/** The issue's case: one job with 5,000 applications, beside applications spread over the catalogue. */
const APPLICANTS_OF_ONE_JOB = 5_000;
const OTHER_APPLICATIONS = 20_000;
const REQUESTS = 200;
const TARGET_MS = 100;

const STATUSES = ['Applied', 'In Progress', 'Interview', 'Offer', 'Rejected', 'Withdrawn'];

/**
 * Seekers and their applications written in SQL (the API would take minutes for 25,000): one job
 * with 5,000 applicants in every status, and 20,000 more over random jobs, sent over the last 12 weeks,
 * a third of them answered by a recruiter.
 */
async function loadApplications(database: DatabaseHandle): Promise<string> {
  const { db } = database;
  const people = APPLICANTS_OF_ONE_JOB + OTHER_APPLICATIONS;
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-' || i, 'Seeker ' || i, 'seeker' || i || '@bench.example'
    from generate_series(1, ${people}::int) as i`);
  const [busy] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.status, 'active'))
    .orderBy(jobs.id)
    .limit(1);
  if (!busy) throw new Error('no active job');
  const statuses = sql.raw(`array[${STATUSES.map((status) => `'${status}'`).join(', ')}]`);
  // Jobs numbered once, so that each application picks one by arithmetic (a hash join, not a scan each).
  const application = (jobOf: ReturnType<typeof sql>, from: number, to: number) => sql`
    insert into applications (user_id, job_id, motivation, status, job_title, company, job_type,
      created_at, updated_at, first_response_at)
    with numbered as (select row_number() over (order by id) as n, id, title, company, type from jobs)
    select 'bench-' || i, j.id, 'I would like to bring ten years of this work to your team.',
      (${statuses})[1 + (i % 6)], j.title, j.company, j.type,
      now() - (i % 84) * interval '1 day', now() - (i % 84) * interval '1 day',
      case when i % 3 = 0 then now() - (i % 84) * interval '1 day' + interval '2 days' end
    from generate_series(${from}::int, ${to}::int) as i
    join numbered as j on ${jobOf}`;
  await db.execute(application(sql`j.id = ${busy.id}`, 1, APPLICANTS_OF_ONE_JOB));
  await db.execute(application(sql`j.n = 1 + (i * 7919) % ${JOBS}`, APPLICANTS_OF_ONE_JOB + 1, people));
  await db.execute(sql`vacuum analyze users, applications, activity_log`);
  return busy.id;
}

async function signedInAdmin(app: App): Promise<string> {
  const account = {
    email: 'bench-admin@bench.example',
    password: 'bench admin password',
    name: 'Bench Admin',
  };
  const origin = { origin: new URL(app.config.publicUrl).origin };
  await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: origin, payload: account });
  await promoteToAdmin(app.db, account.email);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: origin,
    payload: { email: account.email, password: account.password },
  });
  const cookies = signIn.headers['set-cookie'];
  return (Array.isArray(cookies) ? cookies : [cookies ?? ''])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export interface BackOfficeTiming {
  endpoint: string;
  p50: number;
  p95: number;
}

/** Each call timed through the whole route (session, admin check, query, serialisation), after a warm-up. */
async function time(app: App, cookie: string, url: string): Promise<BackOfficeTiming> {
  const call = async () => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  for (let i = 0; i < 10; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return {
    endpoint: url.replace(/[0-9a-f-]{36}/, ':jobId'),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

export async function backOfficeBenchmark(): Promise<BackOfficeTiming[]> {
  const sources = readCatalogueSources();
  return withPostgres(JOBS, async (database) => {
    console.error(
      `back office: ${JOBS} jobs and ${APPLICANTS_OF_ONE_JOB + OTHER_APPLICATIONS} applications…`,
    );
    await loadCatalogue(database.db, sources, JOBS);
    const jobId = await loadApplications(database);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'skillmatch-bench-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hmac-0123',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      const cookie = await signedInAdmin(app);
      return [
        await time(app, cookie, '/api/admin/stats'),
        await time(app, cookie, `/api/admin/applications/board?jobId=${jobId}`),
        await time(app, cookie, '/api/admin/applications/board'),
        await time(app, cookie, `/api/admin/applications?jobId=${jobId}&status=Interview`),
        await time(app, cookie, '/api/admin/activity?limit=20'),
      ];
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

export function backOfficeReport(timings: BackOfficeTiming[]): string {
  const lines = [
    `Back office on PostgreSQL: ${JOBS.toLocaleString('en-US')} jobs, one job with ${APPLICANTS_OF_ONE_JOB.toLocaleString('en-US')} applications and ${OTHER_APPLICATIONS.toLocaleString('en-US')} more; ${REQUESTS} requests each through the route (app.inject, signed in as an administrator) after 10 untimed; target p95 ≤ ${TARGET_MS} ms for the dashboard and the job's board.`,
    '',
    '| endpoint | p50 | p95 | target |',
    '| --- | --- | --- | --- |',
    ...timings.map(({ endpoint, p50, p95 }) => {
      const targeted = endpoint === '/api/admin/stats' || endpoint.includes('board?jobId');
      const verdict = targeted
        ? p95 <= TARGET_MS
          ? `≤ ${TARGET_MS} ms: met`
          : `≤ ${TARGET_MS} ms: missed`
        : 'none';
      return `| ${endpoint} | ${ms(p50)} | ${ms(p95)} | ${verdict} |`;
    }),
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(backOfficeReport(await backOfficeBenchmark()));
}

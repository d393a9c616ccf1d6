import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rowsOf, type DatabaseHandle } from '@skillmatch/db/client';
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
/** Employers sharing the catalogue, each with its hiring team's view of its own jobs and applicants. */
const COMPANIES = 1_000;
/** The issue's case: one job with 5,000 applications, beside applications spread over the catalogue. */
const APPLICANTS_OF_ONE_JOB = 5_000;
const OTHER_APPLICATIONS = 20_000;
const REQUESTS = 200;
const TARGET_MS = 100;

const STATUSES = ['Applied', 'In Progress', 'Interview', 'Offer', 'Rejected', 'Withdrawn'];

/**
 * The catalogue's jobs dealt out to COMPANIES companies in turn (the trigger copies each company's name
 * into its jobs), so that a company's back office reads about a thousandth of the site.
 */
async function loadCompanies(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into companies (slug, name)
    select 'bench-company-' || i, 'Bench Company ' || i from generate_series(1, ${COMPANIES}::int) as i`);
  await db.execute(sql`
    with numbered as (select row_number() over (order by slug) as n, id from companies
                      where slug like 'bench-company-%'),
         dealt as (select id, 1 + (row_number() over (order by id)) % ${COMPANIES} as n from jobs)
    update jobs set company_id = numbered.id
    from dealt join numbered on numbered.n = dealt.n where jobs.id = dealt.id`);
  await db.execute(
    sql`delete from companies c where not exists (select 1 from jobs where company_id = c.id)`,
  );
}

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

/** A signed-in account: the operator, or a recruiter of the company that posted `jobId`. */
async function signedIn(app: App, as: { operator: true } | { recruiterOf: string }): Promise<string> {
  const who = 'operator' in as ? 'operator' : 'recruiter';
  const account = {
    email: `bench-${who}@bench.example`,
    password: `bench ${who} password`,
    name: `Bench ${who}`,
  };
  const origin = { origin: new URL(app.config.publicUrl).origin };
  await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: origin, payload: account });
  if ('operator' in as) await promoteToAdmin(app.db, account.email);
  else {
    await app.db.execute(sql`
      insert into company_members (company_id, user_id, role)
      select j.company_id, u.id, 'recruiter' from jobs j, users u
      where j.id = ${as.recruiterOf} and u.email = ${account.email}`);
  }
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
  viewer: 'operator' | 'recruiter';
  endpoint: string;
  p50: number;
  p95: number;
}

/** Each call timed through the whole route (session, admin check, query, serialisation), after a warm-up. */
async function time(
  app: App,
  viewer: BackOfficeTiming['viewer'],
  cookie: string,
  url: string,
): Promise<BackOfficeTiming> {
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
    viewer,
    endpoint: url.replace(/[0-9a-f-]{36}/, ':jobId'),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

export async function backOfficeBenchmark(): Promise<BackOfficeTiming[]> {
  const sources = readCatalogueSources();
  return withPostgres(JOBS, async (database) => {
    console.error(
      `back office: ${JOBS} jobs of ${COMPANIES} companies and ${APPLICANTS_OF_ONE_JOB + OTHER_APPLICATIONS} applications…`,
    );
    await loadCatalogue(database.db, sources, JOBS);
    await loadCompanies(database);
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
      const timings: BackOfficeTiming[] = [];
      const viewers = [
        ['operator', await signedIn(app, { operator: true })],
        ['recruiter', await signedIn(app, { recruiterOf: jobId })],
      ] as const;
      for (const [viewer, cookie] of viewers) {
        for (const url of [
          '/api/admin/stats',
          `/api/admin/applications/board?jobId=${jobId}`,
          '/api/admin/applications/board',
          `/api/admin/applications?jobId=${jobId}&status=Interview`,
          '/api/admin/activity?limit=20',
          '/api/jobs?company=' + encodeURIComponent(await companySlugOf(app, jobId)),
        ]) {
          timings.push(await time(app, viewer, cookie, url));
        }
      }
      return timings;
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

async function companySlugOf(app: App, jobId: string): Promise<string> {
  const [row] = await rowsOf<{ slug: string }>(
    app.db,
    sql`select c.slug from jobs j join companies c on c.id = j.company_id where j.id = ${jobId}`,
  );
  return row!.slug;
}

export function backOfficeReport(timings: BackOfficeTiming[]): string {
  const lines = [
    `Back office on PostgreSQL: ${JOBS.toLocaleString('en-US')} jobs of ${COMPANIES.toLocaleString('en-US')} companies, one job with ${APPLICANTS_OF_ONE_JOB.toLocaleString('en-US')} applications and ${OTHER_APPLICATIONS.toLocaleString('en-US')} more; ${REQUESTS} requests each through the route (app.inject, signed in as the operator, then as a recruiter of the busy job's company) after 10 untimed; target p95 ≤ ${TARGET_MS} ms for the dashboard and the job's board.`,
    '',
    '| viewer | endpoint | p50 | p95 | target |',
    '| --- | --- | --- | --- | --- |',
    ...timings.map(({ viewer, endpoint, p50, p95 }) => {
      const targeted = endpoint === '/api/admin/stats' || endpoint.includes('board?jobId');
      const verdict = targeted
        ? p95 <= TARGET_MS
          ? `≤ ${TARGET_MS} ms: met`
          : `≤ ${TARGET_MS} ms: missed`
        : 'none';
      return `| ${viewer} | ${endpoint} | ${ms(p50)} | ${ms(p95)} | ${verdict} |`;
    }),
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(backOfficeReport(await backOfficeBenchmark()));
}

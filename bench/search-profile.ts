import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { openDatabase } from '@skillmatch/db/client';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { readWebAppBuild } from '../apps/server/src/plugins/web-app';
import { median, percentile, repoRoot } from './bench-kit';
import { ensureCatalogue, readCatalogueSources } from './catalogue';
import { distinctSearches } from './distinct-searches';
import { productionConfig } from './product-config';

/**
 * Sequential CPU time of uncached searches: the distinct searches of `bench/throughput.ts`, each asked
 * once, through the whole request path in this process (`app.inject`), for `/api/jobs` and the
 * server-rendered `/jobs`, on a PostgreSQL database of BENCH_PROFILE_JOBS jobs kept between runs. One at a
 * time, so the figures hold on a busy machine better than a throughput run's; run with `node --cpu-prof`
 * (see docs/benchmarks.md) to see where the time goes.
 */

const JOBS = Number(process.env.BENCH_PROFILE_JOBS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_PROFILE_SEARCHES ?? 400);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_PROFILE_DATABASE ?? `search_profile_${JOBS}`;

async function databaseUrl(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${DATABASE}`).catch((error: { code?: string }) => {
      // 42P04: kept from an earlier run.
      if (error.code !== '42P04') throw error;
    });
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function main() {
  const sources = readCatalogueSources();
  const database = await openDatabase({ databaseUrl: await databaseUrl(), poolSize: 10 });
  await database.migrate();
  await ensureCatalogue(database.db, sources, JOBS);
  const config = productionConfig('search-profile', 3650);
  const webApp = readWebAppBuild(path.join(repoRoot, 'apps/web/dist'));
  if (!webApp) console.error('No built web app: /jobs is not measured (npm run build first).');
  const app = await buildApp({ config, database, webApp, logger: false });
  await app.ready();
  const started = performance.now();
  await app.searchIndex.current();
  console.log(`index built in ${(performance.now() - started).toFixed(0)} ms`);

  const searches = distinctSearches(sources);
  let next = 0;
  const headers = { 'accept-encoding': 'br, gzip', ...(webApp ? { cookie: webApp.stylesheetCookie } : {}) };
  const measure = async (name: string, prefix: string, count: number) => {
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let index = 0; index < count; index++) {
      const url = `${prefix}${searches[next++]}`;
      const begun = performance.now();
      const answer = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - begun);
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
    }
    const { user, system } = process.cpuUsage(cpu);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    console.log(
      `${name}: ${count} searches, mean ${mean.toFixed(2)} ms, p50 ${median(times).toFixed(2)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(2)} ms; this process's CPU ${((user + system) / 1000 / count).toFixed(2)} ms each`,
    );
  };
  // Warms the code (JIT) on searches of their own.
  await measure('warm-up /api/jobs', '/api/jobs?', 100);
  if (webApp) await measure('warm-up /jobs', '/jobs?', 50);
  // BENCH_PROFILE_CPU=<file>: a CPU profile of the measured searches (open it in Chrome's DevTools).
  const profileFile = process.env.BENCH_PROFILE_CPU;
  const session = new Session();
  if (profileFile) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  await measure('/api/jobs', '/api/jobs?', SEARCHES);
  if (webApp) await measure('/jobs', '/jobs?', SEARCHES);
  if (profileFile) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  }
}

await main();
// Not app.close(): its task queue may be mid-task on a catalogue this size; nothing here needs a clean stop.
process.exit(0);

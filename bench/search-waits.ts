import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '@skillmatch/db/client';
import { buildApp } from '../apps/server/src/app';
import { readWebAppBuild } from '../apps/server/src/plugins/web-app';
import { repoRoot } from './bench-kit';
import { withPostgres } from './bench-database';
import { ensureCatalogue, readCatalogueSources } from './catalogue';
import { distinctSearches } from './distinct-searches';
import { productionConfig } from './product-config';

/**
 * Where a request waits under the throughput benchmark's distinct searches: the product in this process
 * (on the throughput benchmark's catalogue, `BENCH_KEEP_DATABASE=1` to keep it) while a child process
 * sends each endpoint's load (autocannon, 10 connections, compressed answers, as `throughput.ts`). Over
 * each endpoint's run: requests a second; the time from a request's arrival to its answer; the pool's
 * acquire wait and the queries' time, per request; the collector's pauses; the event loop's delay and
 * busy share; and, from Linux's scheduler (`/proc/self/task/<pid>/schedstat`), the share of the time
 * this process's main thread ran and the share it was ready to run but waited for a core.
 */

const JOBS = Number(process.env.BENCH_THROUGHPUT_JOBS ?? 100_000);
const SECONDS = Number(process.env.BENCH_WAITS_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_WAITS_PORT ?? 3660);
const CONNECTIONS = 10;
/** BENCH_WAITS_PAGES=0: `/api/health` and `/api/jobs` only, without the server-rendered `/jobs` runs. */
const PAGES = process.env.BENCH_WAITS_PAGES !== '0';

/** The child: sends `prefix`'s load for SECONDS and answers its figures. */
async function sendLoad(prefix: string, skip: number, cookie: string) {
  const searches = distinctSearches(readCatalogueSources());
  let next = skip;
  const distinct = prefix.endsWith('?');
  // The searches are drawn: the measuring starts now.
  process.send!('ready');
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${prefix}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) },
    ...(distinct
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: `${prefix}${searches[next++]}`,
              }),
            },
          ],
        }
      : {}),
  });
  process.send!({
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    failed: result.non2xx + result.errors + result.timeouts,
  });
}

/** The instruments, summed from `reset` on. */
const waits = { requests: 0, requestMs: 0, acquires: 0, acquireMs: 0, queries: 0, queryMs: 0, gcMs: 0 };

function instrument() {
  // The pool's acquire (callback or promise form) and each query a client sends, whatever sends it.
  const pool = pg.Pool.prototype as unknown as { connect: (...args: unknown[]) => unknown };
  const connect = pool.connect;
  pool.connect = function (this: unknown, ...args: unknown[]) {
    const begun = performance.now();
    const done = () => {
      waits.acquires++;
      waits.acquireMs += performance.now() - begun;
    };
    const callback = args[0] as ((...results: unknown[]) => void) | undefined;
    if (callback) return connect.call(this, (...results: unknown[]) => (done(), callback(...results)));
    return (connect.call(this) as Promise<unknown>).finally(done);
  };
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const begun = performance.now();
    const done = () => {
      waits.queries++;
      waits.queryMs += performance.now() - begun;
    };
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at >= 0) {
      const callback = args[at] as (...results: unknown[]) => void;
      args[at] = (...results: unknown[]) => (done(), callback(...results));
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as Promise<unknown> | undefined;
    return result?.finally(done);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) waits.gcMs += entry.duration;
  }).observe({ entryTypes: ['gc'] });
}

/** This thread's time on a core and waiting for one, in ms, from the scheduler. */
function scheduled(): { ran: number; waited: number } {
  const [ran, waited] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8')
    .split(' ')
    .map(Number);
  return { ran: ran! / 1e6, waited: waited! / 1e6 };
}

/**
 * BENCH_WAITS_CPU=<prefix>: a CPU profile of each measured distinct-search run, `<prefix>-api.cpuprofile`
 * and `<prefix>-page.cpuprofile` (open them in Chrome's DevTools).
 */
const PROFILE = process.env.BENCH_WAITS_CPU;
const session = new Session();

async function measure(name: string, prefix: string, skip: number, cookie = '', profile?: string) {
  const child = fork(fileURLToPath(import.meta.url), ['load', prefix, String(skip), cookie]);
  const messages: unknown[] = [];
  let heard = () => {};
  child.on('message', (message) => {
    messages.push(message);
    heard();
  });
  const next = async () => {
    while (messages.length === 0) await new Promise<void>((resolve) => (heard = resolve));
    return messages.shift();
  };
  await next();
  if (PROFILE && profile) {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const loop = monitorEventLoopDelay({ resolution: 5 });
  for (const key of Object.keys(waits) as (keyof typeof waits)[]) waits[key] = 0;
  const began = { at: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };
  const sched = scheduled();
  loop.enable();
  const load = (await next()) as { perSecond: number; p50: number; p97_5: number; failed: number };
  loop.disable();
  if (PROFILE && profile) {
    const { profile: taken } = await session.post('Profiler.stop');
    writeFileSync(`${PROFILE}-${profile}.cpuprofile`, JSON.stringify(taken));
  }
  const wall = performance.now() - began.at;
  const { user, system } = process.cpuUsage(began.cpu);
  const { ran, waited } = scheduled();
  const busy = performance.eventLoopUtilization(began.elu).utilization;
  const per = (ms: number) => (ms / Math.max(1, waits.requests)).toFixed(2);
  const share = (ms: number) => `${((ms / wall) * 100).toFixed(0)}%`;
  console.log(
    `| ${name} | ${load.perSecond.toFixed(0)} | ${load.p50} / ${load.p97_5} | ${per(waits.requestMs)} | ` +
      `${per((user + system) / 1000)} | ${per(waits.acquireMs)} | ${(waits.queries / Math.max(1, waits.requests)).toFixed(2)}, ${per(waits.queryMs)} | ` +
      `${share(waits.gcMs)} | ${(loop.percentile(50) / 1e6).toFixed(0)} / ${(loop.percentile(99) / 1e6).toFixed(0)} | ` +
      `${share(busy * wall)} | ${share(ran - sched.ran)} / ${share(waited - sched.waited)} | ${load.failed} |`,
  );
}

async function main() {
  instrument();
  session.connect();
  const sources = readCatalogueSources();
  await withPostgres(JOBS, async (loader, url) => {
    await ensureCatalogue(loader.db, sources, JOBS);
    // The product's own pool (10 connections, as `npm start` opens), not the loader's.
    const database = await openDatabase({ databaseUrl: url });
    const config = productionConfig('search-waits', PORT);
    const webApp = readWebAppBuild(path.join(repoRoot, 'apps/web/dist'));
    if (!webApp) throw new Error('No built web app: npm run build first.');
    const app = await buildApp({ config, database, webApp, logger: false });
    await app.ready();
    await app.searchIndex.current();
    app.server.prependListener('request', (_request, response) => {
      const arrived = performance.now();
      response.once('finish', () => {
        waits.requests++;
        waits.requestMs += performance.now() - arrived;
      });
    });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    console.log(
      `${JOBS.toLocaleString('en-US')} jobs, ${CONNECTIONS} connections, ${SECONDS} s each; ms unless said; ` +
        'CPU is this process per request; the shares are of the wall time\n\n' +
        '| endpoint | req/s | p50 / p97.5 | arrival to answer | CPU | pool acquire | queries, their time | ' +
        'collector | loop delay p50 / p99 | loop busy | main thread ran / waited for a core | failed |\n' +
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    // Warmed up first (JIT, the index's first answers) on searches the measured runs do not send.
    await measure('warm-up /api/jobs', '/api/jobs?', 150_000);
    if (PAGES) await measure('warm-up /jobs', '/jobs?', 160_000, webApp.stylesheetCookie);
    await measure('/api/health', '/api/health', 0);
    await measure('/api/jobs, distinct searches', '/api/jobs?', 0, '', 'api');
    if (PAGES) await measure('/jobs, distinct searches', '/jobs?', 50_000, webApp.stylesheetCookie, 'page');
  });
}

if (process.argv[2] === 'load') {
  await sendLoad(process.argv[3]!, Number(process.argv[4]), process.argv[5] ?? '');
  process.exit(0);
} else {
  await main();
  // Not app.close(): its task queue may be mid-task on a catalogue this size; nothing here needs a clean stop.
  process.exit(0);
}

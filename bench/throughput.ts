import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { jobs } from '@skillmatch/db/schema/jobs';
import { and, eq, gte, sql } from 'drizzle-orm';
import { withPostgres } from './bench-database';
import { median } from './bench-kit';
import { ensureCatalogue, readCatalogueSources } from './catalogue';
import { distinctSearches } from './distinct-searches';
import { memoryMb, signUp, startProcess, stopProcess, type ProductProcess } from './product-processes';

/**
 * Requests per second of the pages people hit most, against the built server on PostgreSQL with one and
 * with two processes, each as a ratio to `GET /api/health` measured in the same round (the machine's
 * noise moves both alike). autocannon keeps CONNECTIONS requests in flight for SECONDS per endpoint, for
 * ROUNDS rounds; with two processes the connections are split between them, as a load balancer would.
 * Also: how soon a fresh process answers its first search and recommendation after it says ready, and
 * each process's resident memory after the run. The processes run with their heap limit set for the
 * catalogue, as README's Operations section tells an operator to (HEAP_MB and SEMI_SPACE_MB; 0 leaves
 * V8's default).
 */

const JOBS = Number(process.env.BENCH_THROUGHPUT_JOBS ?? 100_000);
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_THROUGHPUT_CONNECTIONS ?? 10);
const PROCESS_COUNTS = (process.env.BENCH_THROUGHPUT_PROCESSES ?? '1,2').split(',').map(Number);
const HEAP_MB = Number(process.env.BENCH_THROUGHPUT_HEAP_MB ?? 512);
const SEMI_SPACE_MB = Number(process.env.BENCH_THROUGHPUT_SEMI_SPACE_MB ?? 8);
/** The first process's port; others follow it (another benchmark on the same machine takes another). */
const FIRST_PORT = Number(process.env.BENCH_THROUGHPUT_PORT ?? 3430);
const SKILLS = ['Python', 'SQL', 'Machine Learning', 'Tableau', 'Data Analysis', 'Statistics'];

interface Endpoint {
  name: string;
  path: string;
  signedIn?: boolean;
  /** A page asked for by a browser that holds the stylesheet (every page after its first). */
  page?: boolean;
  /** Ratio to /api/health the issue asks for. */
  target?: number;
  /** Every request a different search of `distinctSearches` (after `path`, e.g. `/api/jobs?`): no answer kept from another. */
  distinct?: boolean;
}

const endpointsFor = (jobId: string, email: string): Endpoint[] => [
  { name: '/api/health', path: '/api/health' },
  { name: '/api/jobs (first page)', path: '/api/jobs', target: 0.4 },
  { name: '/api/jobs?q=data&remote=true', path: '/api/jobs?q=data&remote=true', target: 0.2 },
  { name: '/api/jobs, distinct searches', path: '/api/jobs?', distinct: true, target: 0.15 },
  { name: '/jobs, distinct searches', path: '/jobs?', distinct: true, page: true, target: 0.08 },
  { name: '/jobs (server-rendered)', path: '/jobs', page: true, target: 0.25 },
  { name: '/jobs/:id (server-rendered)', path: `/jobs/${jobId}`, page: true, target: 0.25 },
  { name: '/ (server-rendered)', path: '/', page: true },
  {
    name: '/api/recommendations (signed in)',
    path: `/api/recommendations?email=${encodeURIComponent(email)}`,
    signedIn: true,
    target: 0.15,
  },
];

export interface ThroughputRun {
  processes: number;
  /** Per endpoint, requests per second in each round (all processes together). */
  perSecond: Map<string, number[]>;
  /** Per endpoint, requests per second ÷ /api/health's in the same round. */
  ratios: Map<string, number[]>;
  errors: Map<string, number>;
  /** Per endpoint, the latency's 90th and 97.5th percentiles in ms, in each round. */
  latencies: Map<string, { p90: number; p97_5: number }[]>;
  endpoints: Endpoint[];
  firstSearchMs: number;
  firstRecommendationsMs: number;
  rssMb: number[];
}

async function firstAnswerMs(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers: cookie ? { cookie } : {} });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
  return performance.now() - started;
}

/** The next search a distinct-search endpoint sends; it goes on across rounds, so no round repeats one. */
let nextSearch = 0;

/**
 * One endpoint for SECONDS on every process at once; requests per second, non-2xx answers and the
 * latency's 90th and 97.5th percentiles (autocannon's nearest to the 95th).
 */
async function hammer(
  products: ProductProcess[],
  endpoint: Endpoint,
  cookie: string | undefined,
  searches: string[],
) {
  const results = await Promise.all(
    products.map((product) =>
      autocannon({
        url: `${product.origin}${endpoint.path}`,
        connections: Math.max(1, Math.round(CONNECTIONS / products.length)),
        duration: SECONDS,
        // As a browser asks: compressed answers.
        headers: { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) },
        ...(endpoint.distinct
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => ({
                    ...request,
                    path: `${endpoint.path}${searches[nextSearch++ % searches.length]}`,
                  }),
                },
              ],
            }
          : {}),
      }),
    ),
  );
  return {
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    errors: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
    p90: Math.max(...results.map((result) => result.latency.p90)),
    p97_5: Math.max(...results.map((result) => result.latency.p97_5)),
  };
}

async function runThroughput(
  databaseUrl: string,
  jobId: string,
  processCount: number,
  searches: string[],
): Promise<ThroughputRun> {
  console.error(`throughput: starting ${processCount} process(es)…`);
  const products: ProductProcess[] = [];
  const flags = [
    HEAP_MB > 0 ? `--max-old-space-size=${HEAP_MB}` : '',
    SEMI_SPACE_MB > 0 ? `--max-semi-space-size=${SEMI_SPACE_MB}` : '',
  ].filter(Boolean);
  const env = { NODE_OPTIONS: flags.join(' ') };
  for (let i = 0; i < processCount; i++) products.push(await startProcess(databaseUrl, FIRST_PORT + i, env));
  try {
    const first = products[0]!;
    const seeker = await signUp(first.origin, `throughput-${Date.now().toString(36)}@bench.example`, SKILLS);
    // A fresh process's first answers, before anything has warmed it.
    const firstSearchMs = await firstAnswerMs(`${first.origin}/api/jobs?q=data&remote=true`);
    const endpoints = endpointsFor(jobId, seeker.email);
    // The cookie a browser sets once it holds the stylesheet, as the first page's start script names it.
    const firstPage = await (await fetch(`${first.origin}/`)).text();
    const stylesheetCookie = /document\.cookie = "(skillmatch-css=[\w-]+);/.exec(firstPage)?.[1];
    if (!stylesheetCookie) throw new Error('the first page does not set the stylesheet cookie');
    const recommendations = endpoints.find((endpoint) => endpoint.signedIn)!;
    const firstRecommendationsMs = await firstAnswerMs(
      `${first.origin}${recommendations.path}`,
      seeker.cookie,
    );

    const perSecond = new Map<string, number[]>();
    const ratios = new Map<string, number[]>();
    const errors = new Map<string, number>();
    const latencies = new Map<string, { p90: number; p97_5: number }[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      let health = 0;
      for (const endpoint of endpoints) {
        console.error(`throughput: ${processCount} process(es), round ${round}, ${endpoint.name}…`);
        const cookie = endpoint.signedIn ? seeker.cookie : endpoint.page ? stylesheetCookie : undefined;
        const result = await hammer(products, endpoint, cookie, searches);
        latencies.set(endpoint.name, [...(latencies.get(endpoint.name) ?? []), result]);
        if (endpoint.path === '/api/health') health = result.perSecond;
        perSecond.set(endpoint.name, [...(perSecond.get(endpoint.name) ?? []), result.perSecond]);
        ratios.set(endpoint.name, [...(ratios.get(endpoint.name) ?? []), result.perSecond / health]);
        errors.set(endpoint.name, (errors.get(endpoint.name) ?? 0) + result.errors);
      }
    }
    const rssMb = products.map((product) => memoryMb(product.child.pid!).rss);
    return {
      processes: processCount,
      perSecond,
      ratios,
      errors,
      latencies,
      endpoints,
      firstSearchMs,
      firstRecommendationsMs,
      rssMb,
    };
  } finally {
    for (const product of products) await stopProcess(product);
  }
}

export async function throughputBenchmark(): Promise<ThroughputRun[]> {
  const sources = readCatalogueSources();
  return withPostgres(JOBS, async (database, url) => {
    console.error(`throughput: ${JOBS} jobs…`);
    await ensureCatalogue(database.db, sources, JOBS);
    const [open] = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'active'), gte(jobs.closingDate, sql`current_date`)))
      .orderBy(sql`md5(${jobs.id}::text)`)
      .limit(1);
    const runs: ThroughputRun[] = [];
    const searches = distinctSearches(sources);
    for (const count of PROCESS_COUNTS) runs.push(await runThroughput(url, open!.id, count, searches));
    return runs;
  });
}

export function throughputReport(runs: ThroughputRun[]): string {
  const lines = [
    `Throughput, ${JOBS.toLocaleString('en-US')} jobs on PostgreSQL, ${CONNECTIONS} connections, ` +
      `${SECONDS} s per endpoint, ${ROUNDS} round(s); median of the rounds; ` +
      (HEAP_MB > 0 ? `heap limit ${HEAP_MB} MB` : `V8's default heap limit`) +
      (SEMI_SPACE_MB > 0 ? `, semi-space ${SEMI_SPACE_MB} MB.` : '.'),
    '',
    `| endpoint | ${runs.map((run) => `${run.processes} process(es): req/s, ÷ /api/health`).join(' | ')} | target | non-2xx |`,
    `| --- | ${runs.map(() => '---').join(' | ')} | --- | --- |`,
  ];
  for (const endpoint of runs[0]?.endpoints ?? []) {
    const cells = runs.map(
      (run) =>
        `${median(run.perSecond.get(endpoint.name) ?? []).toFixed(0)}, ${median(run.ratios.get(endpoint.name) ?? []).toFixed(3)}`,
    );
    const errors = runs.reduce((sum, run) => sum + (run.errors.get(endpoint.name) ?? 0), 0);
    lines.push(
      `| ${endpoint.name} | ${cells.join(' | ')} | ${endpoint.target ? `≥ ${endpoint.target}` : ''} | ${errors} |`,
    );
  }
  lines.push('', 'Latency, median of the rounds (ms, p90 / p97.5):', '');
  for (const endpoint of runs[0]?.endpoints ?? []) {
    const cells = runs.map((run) => {
      const rounds = run.latencies.get(endpoint.name) ?? [];
      return `${median(rounds.map((round) => round.p90))} / ${median(rounds.map((round) => round.p97_5))}`;
    });
    lines.push(`- ${endpoint.name}: ${cells.join('; ')}`);
  }
  lines.push('');
  for (const run of runs) {
    lines.push(
      `${run.processes} process(es): first search ${run.firstSearchMs.toFixed(0)} ms and first recommendations ` +
        `${run.firstRecommendationsMs.toFixed(0)} ms after ready; memory after the run ` +
        `${run.rssMb.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}.`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(throughputReport(await throughputBenchmark()));
}

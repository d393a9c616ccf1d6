import { fileURLToPath } from 'node:url';
import { jobs } from '@skillmatch/db/schema/jobs';
import { seededRandom } from '@skillmatch/db/seed/random';
import { and, eq, gte, sql } from 'drizzle-orm';
import { withPostgres } from './bench-database';
import {
  jsonHeaders,
  memoryMb,
  profileBody,
  signUp,
  startProcess,
  stopProcess,
  type ProductProcess,
  type User,
} from './product-processes';
import { ensureCatalogue, readCatalogueSources } from './catalogue';
import { loadReport, type EndpointStats, type LoadRun } from './load-report';
import { rawQueryMix } from './search';

/**
 * Load: USERS signed-in seekers at once for SECONDS against the built server on PostgreSQL, with one
 * process and then with two (users shared between them as a load balancer would), on a catalogue of JOBS.
 * Each user holds a notifications stream open and, with no pause between requests (a closed loop, so
 * throughput is what the processes can give), browses, searches, opens job pages, asks for
 * recommendations, reads notifications, applies and saves their profile. Afterwards every acknowledged
 * application and profile save is read back through the API. The start of each process (spawn until
 * `/api/ready`) and its memory are recorded too.
 */

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 100);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const JOBS = Number(process.env.BENCH_LOAD_JOBS ?? 100_000);
const PROCESS_COUNTS = (process.env.BENCH_LOAD_PROCESSES ?? '1,2').split(',').map(Number);
const FIRST_PORT = Number(process.env.BENCH_LOAD_PORT ?? 3410);
const MOTIVATION = 'I have done this work for years and would bring that care to your team.';

/** What each user does next, by weight: mostly reading, as on a job board. */
const ACTIONS = [
  ['browse', 25],
  ['search', 20],
  ['job page', 20],
  ['recommendations', 15],
  ['notifications', 10],
  ['apply', 5],
  ['profile save', 5],
] as const;
type Action = (typeof ACTIONS)[number][0];
const WEIGHTS = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

const searchParams = (raw: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  }
  return params.toString();
};

async function runLoad(
  databaseUrl: string,
  jobIds: string[],
  skillSets: string[][],
  processCount: number,
): Promise<LoadRun> {
  console.error(`load: starting ${processCount} process(es)…`);
  const products: ProductProcess[] = [];
  // One after another: the start time measured is one process's, not two sharing the cores.
  for (let i = 0; i < processCount; i++) products.push(await startProcess(databaseUrl, FIRST_PORT + i));
  const random = seededRandom(processCount);
  const users: User[] = [];
  const runId = `${Date.now().toString(36)}-${processCount}`;
  for (let i = 0; i < USERS; i++) {
    const skills = [...random.pick(skillSets)].slice(0, 8);
    // Users are spread over the processes as a load balancer would, sign-up included.
    users.push(await signUp(products[i % processCount]!.origin, `load-${runId}-${i}@bench.example`, skills));
  }
  console.error(`load: ${USERS} users signed up; ${SECONDS} s of traffic…`);

  const endpoints = new Map<string, EndpointStats>();
  const record = (name: string, ms: number, status: number, body = '') => {
    const stats = endpoints.get(name) ?? { times: [], serverErrors: 0, otherErrors: 0 };
    endpoints.set(name, stats);
    stats.times.push(ms);
    if (status >= 500 || status === 0) stats.serverErrors++;
    else if (status >= 400) stats.otherErrors++;
    if ((status >= 400 || status === 0) && !stats.firstError)
      stats.firstError = `${status} ${body.slice(0, 160)}`;
  };
  const timed = async (
    name: string,
    url: string,
    init: RequestInit & { headers: Record<string, string> },
  ) => {
    const started = performance.now();
    const answer = await fetch(url, init).catch(() => undefined);
    const body = answer ? await answer.text().catch(() => '') : '';
    record(name, performance.now() - started, answer?.status ?? 0, body);
    return { status: answer?.status ?? 0, body };
  };

  const acknowledged = new Map<User, Set<string>>();
  const lastHeadline = new Map<User, string>();
  const streams = new AbortController();
  let streamsOpen = 0;
  let streamsFailed = 0;
  const holdStream = async (user: User) => {
    const started = performance.now();
    const answer = await fetch(`${user.origin}/api/notifications/stream`, {
      headers: { cookie: user.cookie, accept: 'text/event-stream' },
      signal: streams.signal,
    }).catch(() => undefined);
    record('GET /api/notifications/stream (open)', performance.now() - started, answer?.status ?? 0);
    if (answer?.status !== 200) return void streamsFailed++;
    streamsOpen++;
    try {
      const reader = answer.body!.getReader();
      while (!(await reader.read()).done);
      // The server ended a stream while the run was on.
      if (!streams.signal.aborted) streamsFailed++;
    } catch {
      if (!streams.signal.aborted) streamsFailed++;
    }
  };
  const streamsHeld = users.map(holdStream);

  const queries = rawQueryMix(400, 17);
  const deadline = performance.now() + SECONDS * 1000;
  let saves = 0;
  const pick = (): Action => {
    let left = random.next() * WEIGHTS;
    for (const [action, weight] of ACTIONS) if ((left -= weight) < 0) return action;
    return 'browse';
  };
  const act = async (user: User, action: Action) => {
    const get = { headers: { cookie: user.cookie } };
    switch (action) {
      case 'browse':
        return timed('GET /api/jobs', `${user.origin}/api/jobs?page=${random.int(1, 5)}`, get);
      case 'search': {
        const { raw } = random.pick(queries);
        return timed('GET /api/jobs (search)', `${user.origin}/api/jobs?${searchParams(raw)}`, get);
      }
      case 'job page':
        return timed('GET /jobs/:id (page)', `${user.origin}/jobs/${random.pick(jobIds)}`, get);
      case 'recommendations':
        return timed(
          'GET /api/recommendations',
          `${user.origin}/api/recommendations?email=${encodeURIComponent(user.email)}&page=1&pageSize=10`,
          get,
        );
      case 'notifications':
        return timed('GET /api/notifications', `${user.origin}/api/notifications`, get);
      case 'apply': {
        const mine = acknowledged.get(user) ?? new Set<string>();
        acknowledged.set(user, mine);
        const jobId = random.pick(jobIds);
        if (mine.has(jobId)) return;
        const answer = await timed('POST /api/applications', `${user.origin}/api/applications`, {
          method: 'POST',
          headers: jsonHeaders(user),
          body: JSON.stringify({ jobId, motivation: MOTIVATION }),
        });
        if (answer.status === 201) mine.add(jobId);
        return;
      }
      case 'profile save': {
        const headline = `Headline ${++saves}`;
        const answer = await timed(
          'PATCH /api/user/:email',
          `${user.origin}/api/user/${encodeURIComponent(user.email)}`,
          {
            method: 'PATCH',
            headers: jsonHeaders(user),
            body: profileBody(user, headline),
          },
        );
        if (answer.status === 200) lastHeadline.set(user, headline);
      }
    }
  };
  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < deadline) await act(user, pick());
    }),
  );
  const peaks = products.map(({ child }) => memoryMb(child.pid!).peak);
  const after = products.map(({ child }) => memoryMb(child.pid!).rss);
  streams.abort();
  await Promise.all(streamsHeld);

  // Read back through the API what each user was told had been saved.
  let applicationsMissing = 0;
  let applicationsTwice = 0;
  let profilesStale = 0;
  for (const user of users) {
    const applied = (await (
      await fetch(`${products[0]!.origin}/api/applications`, { headers: { cookie: user.cookie } })
    ).json()) as { jobId: string | null }[];
    const stored = applied.map(({ jobId }) => jobId);
    applicationsTwice += stored.length - new Set(stored).size;
    for (const jobId of acknowledged.get(user) ?? []) if (!stored.includes(jobId)) applicationsMissing++;
    const expected = lastHeadline.get(user);
    if (expected) {
      const saved = (await (
        await fetch(`${products[0]!.origin}/api/user/${encodeURIComponent(user.email)}`, {
          headers: { cookie: user.cookie },
        })
      ).json()) as { profile: { headline: string } | null };
      if (saved.profile?.headline !== expected) profilesStale++;
    }
  }

  for (const product of products) await stopProcess(product);
  return {
    processes: processCount,
    jobs: JOBS,
    seconds: SECONDS,
    users: USERS,
    starts: products.map((product, index) => ({
      readyMs: product.readyMs,
      rssMbReady: product.rssMbReady,
      rssMbPeak: peaks[index]!,
      rssMbAfter: after[index]!,
    })),
    endpoints,
    requests: [...endpoints]
      .filter(([name]) => !name.endsWith('(open)'))
      .reduce((sum, [, stats]) => sum + stats.times.length, 0),
    streamsOpen,
    streamsFailed,
    applicationsAcknowledged: [...acknowledged.values()].reduce((sum, set) => sum + set.size, 0),
    applicationsMissing,
    applicationsTwice,
    profileSavesAcknowledged: lastHeadline.size,
    profilesStale,
  };
}

export async function loadBenchmark(): Promise<LoadRun[]> {
  const sources = readCatalogueSources();
  return withPostgres(JOBS, async (database, url) => {
    console.error(`load: ${JOBS} jobs…`);
    await ensureCatalogue(database.db, sources, JOBS);
    const open = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'active'), gte(jobs.closingDate, sql`current_date`)))
      .orderBy(sql`md5(${jobs.id}::text)`)
      .limit(20_000);
    const jobIds = open.map(({ id }) => id);
    const runs: LoadRun[] = [];
    for (const count of PROCESS_COUNTS) {
      runs.push(await runLoad(url, jobIds, sources.skillSets, count));
    }
    return runs;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(loadReport(await loadBenchmark()));
}

import { rmSync } from 'node:fs';
import type { ApiError } from '@skillmatch/shared/schemas/errors';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, freePort, indexesBuilt, scratchDir, startServer, type Started } from './processes';
import { throwawayPostgres } from './throwaway-postgres';

/** How long PostgreSQL stays down while traffic flows. */
const OUTAGE_MS = 10_000;

describe('PostgreSQL stopped for ten seconds under traffic, with two processes', () => {
  let cluster: Awaited<ReturnType<typeof throwawayPostgres>>;
  const processes: { started: Started; origin: string; dataDir: string }[] = [];

  beforeAll(async () => {
    cluster = await throwawayPostgres();
    await cluster.start();
    for (let n = 0; n < 2; n++) {
      const port = await freePort();
      const dataDir = scratchDir();
      const started = startServer({
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        DATABASE_POOL_SIZE: '4',
        AUTH_SECRET: 'the-outage-test-shares-this-secret-0123456789',
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      });
      processes.push({ started, origin: `http://localhost:${port}`, dataDir });
      // One at a time: the first seeds the catalogue.
      await indexesBuilt(started);
    }
  }, 180_000);

  afterAll(async () => {
    for (const { started } of processes) started.child.kill('SIGTERM');
    await Promise.all(processes.map(({ started }) => started.exited));
    for (const { dataDir } of processes) rmSync(dataDir, { recursive: true, force: true });
    await cluster?.remove();
  });

  it('answers 503 while the database is down, never exits, and serves everything after', async () => {
    const [one, two] = processes as [(typeof processes)[number], (typeof processes)[number]];
    const call = (process: typeof one, url: string, cookie = '', method = 'GET') =>
      fetch(`${process.origin}${url}`, { method, headers: { origin: process.origin, cookie } });

    const signedUp = await fetch(`${one.origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: one.origin, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'outage@example.com',
        name: 'Otto Outage',
        password: 'correct horse battery',
      }),
    });
    const seeker = cookieOf(signedUp);
    const { jobs } = (await (await call(one, '/api/jobs?pageSize=100')).json()) as JobSearchResponse;

    // A round of a seeker's traffic through both processes: search, session, save a job (a write).
    const saved = new Set<string>();
    let round = 0;
    const traffic = async () => {
      const statuses: number[] = [];
      for (const process of [one, two]) {
        const job = jobs[round++ % jobs.length]!;
        const answers = await Promise.all([
          call(process, '/api/jobs?q=engineer'),
          call(process, '/api/session', seeker),
          call(process, `/api/saved-jobs/${job.id}`, seeker, 'PUT'),
        ]);
        if (answers[2]!.status === 200) saved.add(job.id);
        for (const answer of answers) {
          statuses.push(answer.status);
          if (answer.status === 503)
            expect(((await answer.json()) as ApiError).message).toMatch(/cannot reach its database/);
        }
      }
      return statuses;
    };

    expect(new Set(await traffic())).toEqual(new Set([200]));

    await cluster.stop();
    const during: number[] = [];
    const stoppedAt = Date.now();
    while (Date.now() - stoppedAt < OUTAGE_MS) during.push(...(await traffic()));
    expect((await call(one, '/api/ready')).status).toBe(503);
    await cluster.start();

    // Service resumes by itself.
    for (const process of [one, two])
      await expect
        .poll(async () => (await call(process, '/api/ready')).status, { timeout: 30_000 })
        .toBe(200);
    expect(new Set(await traffic())).toEqual(new Set([200]));

    expect(during).toContain(503);
    expect(during.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    for (const { started } of processes) expect(started.child.exitCode).toBeNull();
    const kept = (await (await call(two, '/api/saved-jobs', seeker)).json()) as { jobs: { id: string }[] };
    expect(kept.jobs.map((job) => job.id)).toEqual(expect.arrayContaining([...saved]));
  }, 120_000);
});

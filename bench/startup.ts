import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, startBuiltServer, type BenchResult } from './bench-kit';

const ROUNDS = 3;

/** Milliseconds from spawning the built server until it prints its ready line; then stops it. */
async function timeToReady(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const server = await startBuiltServer(dataDir, port, 'SkillMatch is ready at');
  const elapsed = performance.now() - started;
  server.kill('SIGTERM');
  await once(server, 'exit');
  return elapsed;
}

/** First start (create the embedded database, migrate, seed) against a restart on the same data. */
export async function startupTimes(): Promise<BenchResult[]> {
  const first: number[] = [];
  const again: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'skillmatch-bench-'));
    try {
      first.push(await timeToReady(dataDir, 3300));
      again.push(await timeToReady(dataDir, 3300));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return [
    {
      name: `first start to ready, embedded DB (median of ${ROUNDS})`,
      value: Math.round(median(first)),
      unit: 'ms',
    },
    {
      name: `restart to ready, embedded DB (median of ${ROUNDS})`,
      value: Math.round(median(again)),
      unit: 'ms',
    },
  ];
}

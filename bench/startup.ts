import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, repoRoot, type BenchResult } from './bench-kit';

const ROUNDS = 3;

/** Milliseconds from spawning the built server until it prints its ready line; then stops it. */
function timeToReady(dataDir: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let elapsed = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!elapsed && output.includes('SkillMatch is ready at')) {
        elapsed = performance.now() - started;
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) =>
      elapsed ? resolve(elapsed) : reject(new Error(`server exited with ${code} before ready: ${output}`)),
    );
  });
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

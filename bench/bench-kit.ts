import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Nearest-rank percentile (`p` in 0..100) of a non-empty list. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** As the reports write a time: "12.3 ms". */
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** As the reports write a size: "4.5 kB", "1.2 MB". */
export const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Builds an in-memory index and measures how long that took and, when run with NODE_OPTIONS=--expose-gc
 * (otherwise garbage blurs it), the heap it holds.
 */
export async function measureBuild<T>(
  build: () => Promise<T>,
): Promise<{ built: T; buildMs: number; heapMb: number | undefined }> {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const built = await build();
  const buildMs = performance.now() - started;
  collect?.();
  const heapMb = collect ? (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024 : undefined;
  return { built, buildMs, heapMb };
}

/**
 * Spawns the built server on `dataDir` and `port` (and `env`, e.g. DATABASE_URL); resolves with it once
 * its log contains `readyLine`. It runs with the young generation `npm start` gives it (8 MB
 * semi-spaces), unless `env` sets NODE_OPTIONS.
 */
export function startBuiltServer(
  dataDir: string,
  port: number,
  readyLine: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=8'].filter(Boolean).join(' '),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let ready = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      // Once ready, the log is only drained: a long run's request lines would pile up here.
      if (ready) return;
      output += chunk.toString();
      if (output.includes(readyLine)) {
        ready = true;
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`the server exited with ${code} before it was ready: ${output}`));
    });
  });
}

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

import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/**
 * The most the young generation (V8's new space, both halves) may grow to, in bytes: the size
 * `--max-semi-space-size=8` gives it. V8 doubles it under a high allocation rate up to a limit set by the
 * machine's memory (128 MB here on Node 24), and a busy server soon reaches it: 100 MB of mostly empty
 * pages per process, at a million jobs a tenth of what it may hold.
 */
export const YOUNG_GENERATION_BYTES = 17 * 1024 * 1024;

const newSpaceBytes = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

/**
 * Keeps the young generation within `limit` without a command-line flag (the product starts as `node
 * server.mjs`, by `npm start` or a supervisor): after each collection, V8's growth factor for it is set to
 * 1 (no growth) once doubling would pass the limit, and back to its default 2 when V8 has shrunk it. The
 * growth factor is read at each growth, unlike the limit itself, which is fixed when the process starts.
 */
export function capYoungGeneration(limit = YOUNG_GENERATION_BYTES): () => void {
  let growing = true;
  const check = () => {
    const grow = 2 * newSpaceBytes() <= limit;
    if (grow === growing) return;
    growing = grow;
    setFlagsFromString(`--semi-space-growth-factor=${grow ? 2 : 1}`);
  };
  check();
  const observer = new PerformanceObserver(check);
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@skillmatch/db/client';
import { CatalogueMatchIndex } from '../apps/server/src/modules/matching/catalogue-index';
import { CatalogueSearchIndex } from '../apps/server/src/search';

/**
 * A process's start without the server around it: both indexes built at once from a kept catalogue
 * (`BENCH_KEEP_DATABASE=1`, loaded by search.ts or load.ts), as the server builds them when it listens:
 * from the last snapshot when there is one of this code's format (a build from the rows writes one),
 * else from every row.
 * Reports the wall time, the CPU time (steadier on a shared machine), the heap and array buffers the
 * indexes hold (with NODE_OPTIONS=--expose-gc), and the resident memory, now and at its peak.
 */
const JOBS = Number(process.env.BENCH_INDEX_JOBS ?? 100_000);

export async function indexBuild(): Promise<string> {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/skillmatch_bench_${JOBS}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    const collect = (globalThis as { gc?: () => void }).gc;
    const memory = () => {
      collect?.();
      return process.memoryUsage();
    };
    const before = memory();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const search = new CatalogueSearchIndex(database);
    const match = new CatalogueMatchIndex(database);
    const [searchIndex, matchIndex] = await Promise.all([search.current(), match.current()]);
    const wallS = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    const after = memory();
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
    const heldMb = collect
      ? `${mb(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers)} ` +
        `(heap ${mb(after.heapUsed - before.heapUsed)}, array buffers ${mb(after.arrayBuffers - before.arrayBuffers)})`
      : 'unknown (no --expose-gc)';
    const { rss } = process.memoryUsage();
    const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return (
      `${searchIndex.size.toLocaleString('en-US')} searchable and ${matchIndex.size.toLocaleString('en-US')} listed jobs: ` +
      `built from ${search.builtFrom} and ${match.builtFrom} in ${wallS.toFixed(1)} s (CPU ${((user + system) / 1e6).toFixed(1)} s); indexes hold ${heldMb}; ` +
      `resident ${(rss / 1e6).toFixed(0)} MB, peak ${(Number(peak ?? 0) / 1e3).toFixed(0)} MB`
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await indexBuild());

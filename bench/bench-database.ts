/** The benchmarks' databases (their own PostgreSQL database or an in-memory PGlite) and which to run on. */
import { openDatabase, type DatabaseHandle } from '@skillmatch/db/client';
import pg from 'pg';

export type DatabaseKind = DatabaseHandle['kind'];

/**
 * A fresh database beside BENCH_DATABASE_URL, dropped afterwards, also on failure or Ctrl-C. With
 * BENCH_KEEP_DATABASE=1 it is `skillmatch_bench_<size>` instead, kept and reused by the next run, so
 * that trying a change at 1M jobs does not wait ten minutes for the load (drop it by hand when done).
 */
export async function withPostgres<T>(
  size: number,
  use: (database: DatabaseHandle, url: string) => Promise<T>,
): Promise<T> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  const name = keep ? `skillmatch_bench_${size}` : `skillmatch_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // Ctrl-C reaches both tsx and this process, so the signal can arrive twice: drop once.
  let dropping: Promise<void> | undefined;
  const drop = () =>
    (dropping ??= keep ? Promise.resolve() : admin(`drop database if exists ${name} with (force)`));
  const dropAndExit = () => void drop().finally(() => process.exit(130));
  await admin(`create database ${name}`).catch((error: { code?: string }) => {
    // 42P04: a kept database from an earlier run.
    if (!keep || error.code !== '42P04') throw error;
  });
  process.on('SIGINT', dropAndExit).on('SIGTERM', dropAndExit);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    try {
      await database.migrate();
      return await use(database, url.toString());
    } finally {
      await database.close();
    }
  } finally {
    process.off('SIGINT', dropAndExit).off('SIGTERM', dropAndExit);
    await drop();
  }
}

export async function withPglite<T>(
  _size: number,
  use: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ dataDir: undefined });
  try {
    await database.migrate();
    return await use(database);
  } finally {
    await database.close();
  }
}

export interface SearchRun {
  database: DatabaseKind;
  size: number;
}

const listFromEnv = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * BENCH_SIZES × BENCH_DATABASES, smallest first. PGlite stops at BENCH_PGLITE_MAX_SIZE (100k): an
 * in-memory PGlite of a million jobs does not fit in reasonable time and memory (docs/benchmarks.md).
 */
export function searchRunsFromEnv(): SearchRun[] {
  const sizes = listFromEnv('BENCH_SIZES', '100000,1000000').map(Number);
  const databases = listFromEnv('BENCH_DATABASES', 'postgres,pglite');
  const pgliteMax = Number(process.env.BENCH_PGLITE_MAX_SIZE ?? 100_000);
  for (const size of sizes) if (!Number.isInteger(size) || size < 1) throw new Error(`Bad size: ${size}`);
  for (const kind of databases) {
    if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`Bad database: ${kind}`);
  }
  return sizes
    .sort((a, b) => a - b)
    .flatMap((size) => (databases as DatabaseKind[]).map((database) => ({ database, size })))
    .filter(({ database, size }) => database !== 'pglite' || size <= pgliteMax);
}

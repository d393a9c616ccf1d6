import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import createSubscriber from 'pg-listen';
import { keepAfterCommitWork } from './after-commit';
import { acquireDataDirLock } from './lock';

/** The one database type the rest of the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  /** Its transactions run the work `afterCommit` gives them once they commit (`after-commit.ts`). */
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Runs start-up work (migrations, the first administrator, the demo seed) holding a database-wide lock,
   * so that N processes started at once on one PostgreSQL take turns instead of colliding.
   */
  duringStartup<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Plain SQL for libraries that bring their own (the task queue): `$1`-style parameters, or several
   * statements in one text when there are none.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` with `run` answering plain SQL's rows (`$1`-style parameters), either in one read-only
   * repeatable-read transaction (`'one view'`: the database as it was when the work began, without a
   * transaction id, so nobody's oldest running transaction is held back) or with each statement its own
   * transaction (`'each alone'`). On PostgreSQL on a connection of its own, outside the pool: moving an
   * index snapshot takes many seconds, and holding one of the pool's connections that long starved the
   * requests and index builds that share it.
   */
  apart<T>(how: 'one view' | 'each alone', work: (run: ReadRows) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` with each payload any process sends on `channel` (`pg_notify`), until the returned
   * function is called. On PostgreSQL one connection listens for all channels and reconnects after an outage;
   * what is sent while it is away is not heard (keep the facts in tables; this only says "look").
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` opens again (tests). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Plain SQL's rows, `$1`-style parameters (`apart`). */
export type ReadRows = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `rows`). */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The advisory lock that start-up work holds (any number no other lock in the product uses). */
const STARTUP_LOCK = 2026_11_23;

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  /**
   * `dataDir` undefined: an in-memory database (tests), started from `loadDataDir` (a `dumpDataDir`
   * tarball) when given.
   */
  | { dataDir: string | undefined; loadDataDir?: Blob };

/**
 * The committed SQL migrations: beside this package in the source tree, or copied beside the bundle
 * when the server is built.
 */
export function defaultMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../migrations'), path.resolve(here, 'migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No database migrations found (looked in ${candidates.join(', ')}).`);
  return found;
}

type Subscriber = ReturnType<typeof createSubscriber>;

/** A connection of its own that listens, and reconnects after an outage. */
async function connectSubscriber(databaseUrl: string): Promise<Subscriber> {
  const subscriber = createSubscriber(
    { connectionString: databaseUrl },
    {
      parse: (payload) => payload,
      retryLimit: Infinity,
      retryTimeout: Infinity,
      retryInterval: (attempt) => Math.min(5000, 500 * attempt),
    },
  );
  // With no retry limit pg-listen keeps reconnecting; its errors say only that it is trying.
  subscriber.events.on('error', () => {});
  await subscriber.connect();
  return subscriber;
}

export async function openDatabase(
  options: DatabaseOptions,
  migrationsFolder = defaultMigrationsFolder(),
): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    // A database that does not answer fails a request in seconds (503) instead of holding it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle connection that the server drops emits 'error' on the pool; unheard, it ends the process.
    // The pool replaces the connection, and the next query tells its caller whether the database is back.
    pool.on('error', () => {});
    const db = keepAfterCommitWork(drizzlePg(pool));
    await pool.query('select 1');
    // Every channel this process listens to shares one connection, opened with the first listener.
    let subscriber: Promise<Subscriber> | undefined;
    let listeners = 0;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      executeSql: (text, values) => pool.query(text, values),
      apart: async (how, work) => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        // A connection the server ends between statements (a restart, a dropped database) emits 'error';
        // unheard, it ends the process. The next statement then fails and tells the caller.
        client.on('error', () => {});
        await client.connect();
        try {
          if (how === 'one view') await client.query('begin isolation level repeatable read read only');
          const result = await work(
            async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
          );
          if (how === 'one view') await client.query('commit');
          return result;
        } finally {
          // Ending the connection rolls back a transaction that did not commit.
          await client.end();
        }
      },
      duringStartup: async (work) => {
        // A session-level lock on one connection of its own; the work uses the pool's others.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      listen: async (channel, handler) => {
        subscriber ??= connectSubscriber(options.databaseUrl);
        const connected = await subscriber;
        listeners += 1;
        connected.notifications.on(channel, handler);
        await connected.listenTo(channel);
        return async () => {
          connected.notifications.removeListener(channel, handler);
          listeners -= 1;
          if (listeners === 0) {
            subscriber = undefined;
            await connected.close();
          }
        };
      },
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'pg') } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    const db = keepAfterCommitWork(drizzlePglite(client));
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, handler) => {
        const unlisten = await client.listen(channel, handler);
        return () => unlisten();
      },
      dumpDataDir: () => client.dumpDataDir('none'),
      // One process per data directory (the lock file): nobody to take turns with.
      duringStartup: (work) => work(),
      // Its one connection: a view is one transaction, which sees the database as it began.
      apart: (how, work) =>
        how === 'one view'
          ? client.transaction((tx) =>
              work(async (text, values) => (await tx.query<Record<string, unknown>>(text, values)).rows),
            )
          : work(async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows),
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@skillmatch/db/client';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loggerOptions } from '../src/logging';
import { loadConfig } from '../src/config';
import type { App } from '../src/app-types';
import type { Mailer } from '../src/mail/mailer';
import type { WebAppBuild } from '../src/plugins/web-app';

/** The migrated embedded database that global-setup.ts wrote, read once per test file. */
let pgliteSnapshot: Blob | undefined;

/**
 * A database for one test file: a fresh in-memory PGlite, or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database created beside it and dropped afterwards. The same API suite runs on both. Each starts
 * as a copy of the database global-setup.ts migrated once; `migrate()` then finds nothing left to do.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    pgliteSnapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const database = await openDatabase({ dataDir: undefined, loadDataDir: pgliteSnapshot });
    await database.migrate();
    return database;
  }
  const name = `skillmatch_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestAppOptions {
  webApp?: WebAppBuild;
  mailer?: Mailer;
  env?: Record<string, string>;
  /** Where the server's log goes (at info, through the product's logger settings); none by default. */
  logStream?: { write: (line: string) => void };
  /** Extra routes a test needs, registered before the app is ready. */
  extraRoutes?: (app: App) => void;
  /** The database to run on, when the test needs a particular one; else `openTestDatabase()`'s. */
  database?: DatabaseHandle;
}

/** The whole API over a fresh database, driven through app.inject. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'skillmatch-test-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123',
    LOG_LEVEL: 'silent',
    // Test files sign many people up from one address; the rate-limit tests set the real limit.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    webApp: options.webApp,
    logger: options.logStream ? { ...loggerOptions('info'), stream: options.logStream } : false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  app.addHook('onClose', async () => {
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
  options.extraRoutes?.(app);
  await app.ready();
  return app;
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@skillmatch/db/client';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { throwawayPostgres } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file copies (CREATE DATABASE … TEMPLATE), on every server. */
    templateDatabase: string;
    /** The PostgreSQL servers of the API run, one per worker (postgres-server.ts); none on the embedded one. */
    postgresServers: string[];
    /** A tarball of a migrated embedded database each test file loads. */
    pgliteSnapshot: string;
  }
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function migratedTemplate(serverUrl: string, name: string) {
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await database.migrate();
  // A template must have no open connections while it is copied.
  await database.close();
}

/**
 * Migrates one database for the whole API run instead of one per test file: a template database on
 * PostgreSQL, a data-directory tarball for PGlite (loading it skips initdb as well as the migrations).
 */
export default async function setup(project: TestProject) {
  // A project may name its own database (`api-embedded` clears TEST_DATABASE_URL: vitest.config.ts).
  const serverUrl = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // A server per worker: the catalogue follower reads below its server's oldest open transaction, so
    // two files on one server would hold each other's search index back (docs/decisions.md, "A fast CI").
    // The first is the one named; the others are clusters of the run's own.
    // The project's own worker count, else the run's (a project that sets none has none of its own).
    const workers = project.config.maxWorkers ?? project.globalConfig.maxWorkers;
    const clusters = await Promise.all(
      Array.from({ length: Math.max(0, workers - 1) }, async () => {
        const cluster = await throwawayPostgres();
        await cluster.start();
        return cluster;
      }),
    );
    const servers = [serverUrl, ...clusters.map((cluster) => cluster.url)];
    const name = `skillmatch_template_${randomBytes(6).toString('hex')}`;
    await Promise.all(servers.map((server) => migratedTemplate(server, name)));
    project.provide('templateDatabase', name);
    project.provide('postgresServers', servers);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      await Promise.all(clusters.map((cluster) => cluster.remove()));
    };
  }
  const database = await openDatabase({ dataDir: undefined });
  await database.migrate();
  if (!database.dumpDataDir) throw new Error('An embedded database can be dumped.');
  const snapshot = await database.dumpDataDir();
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'skillmatch-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('templateDatabase', '');
  project.provide('postgresServers', []);
  project.provide('pgliteSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

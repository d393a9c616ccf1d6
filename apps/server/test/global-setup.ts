import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@skillmatch/db/client';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file copies (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string;
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

/**
 * Migrates one database for the whole API run instead of one per test file: a template database on
 * PostgreSQL, a data-directory tarball for PGlite (loading it skips initdb as well as the migrations).
 */
export default async function setup(project: TestProject) {
  // A project may name its own database (`api-embedded` clears TEST_DATABASE_URL: vitest.config.ts).
  const serverUrl = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `skillmatch_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await database.migrate();
    // A template must have no open connections while it is copied.
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('pgliteSnapshot', '');
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
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
  project.provide('pgliteSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

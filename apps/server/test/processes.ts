import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cookieFrom } from './accounts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The PostgreSQL server the API tests use, or the machine's. */
export const postgresServerUrl = () =>
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The session cookie(s) an HTTP response sets, as a Cookie header. */
export const cookieOf = (response: Response) => cookieFrom(response.headers.getSetCookie());

/**
 * Reads a server-sent event stream until what it sent includes `text` (or it ends), then lets it go:
 * everything read.
 */
export async function readStreamUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  text: string,
): Promise<string> {
  let received = '';
  while (!received.includes(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    received += new TextDecoder().decode(value);
  }
  await reader.cancel();
  return received;
}

/** A scratch data directory for one process. */
export const scratchDir = () => mkdtempSync(path.join(tmpdir(), 'skillmatch-process-'));

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The product's server (src/server.ts) as a process of its own. */
export function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves when the server's output has a line matching `line`; rejects if it exits first. */
export function printed(started: Started, line: string | RegExp): Promise<void> {
  const seen = () =>
    typeof line === 'string' ? started.output().includes(line) : line.test(started.output());
  return new Promise((resolve, reject) => {
    const check = () => {
      if (seen()) {
        started.child.stdout?.off('data', check);
        resolve();
      }
    };
    started.child.stdout?.on('data', check);
    check();
    started.exited.then((code) => reject(new Error(`server exited (${code}): ${started.output()}`)));
  });
}

/** Resolves when the server prints its ready line; rejects if it exits first. */
export const ready = (started: Started) => printed(started, 'SkillMatch is ready at');

/** Resolves when the server has built its search and match indexes (what `/api/ready` waits for). */
export const indexesBuilt = (started: Started) => printed(started, 'Search and match indexes ready');

/** A fresh database on the PostgreSQL server, with its URL; `drop` removes it and its connections. */
export async function scratchPostgresDatabase(serverUrl = postgresServerUrl()) {
  const name = `skillmatch_processes_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The first administrator's credentials, as a process printed them once on first start. */
export function printedAdministrator(output: string): { email: string; password: string } {
  const found = /Administrator account created: email (\S+) password (\S+) /.exec(output);
  if (!found) throw new Error(`no administrator line in: ${output}`);
  return { email: found[1]!, password: found[2]! };
}

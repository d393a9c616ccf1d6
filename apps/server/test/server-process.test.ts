import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { newsletterSubscriptions } from '@skillmatch/db/schema/newsletter';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
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

/** Resolves when the server prints its ready line; rejects if it exits first. */
function ready(started: Started): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (started.output().includes('SkillMatch is ready at')) {
        started.child.stdout?.off('data', check);
        resolve();
      }
    };
    started.child.stdout?.on('data', check);
    started.exited.then((code) => reject(new Error(`server exited (${code}): ${started.output()}`)));
  });
}

describe('the product process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillmatch-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops on a bad environment value with one readable line naming the variable', async () => {
    const started = startServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await started.exited).toBe(1);
    expect(started.output().trim()).toBe(
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc").',
    );
  });

  // Three process starts, each opening and migrating the embedded database: on a busy 2-core machine this
  // can take well over the default 30 s.
  it('seeds on first start, refuses a second process on the same data, and keeps data across restarts', async () => {
    const port = String(await freePort());
    const first = startServer({ PORT: port, DATA_DIR: dataDir });
    await ready(first);
    expect(first.output()).toMatch(/Seeded the demo catalogue: \d+ jobs/);
    // The first administrator's password is shown once, on one line naming the email.
    expect(first.output()).toMatch(
      /^Administrator account created: email admin@skillmatch\.localhost password \S{20,} \(shown only now; sign in and change it\)$/m,
    );

    const subscribed = await fetch(`http://localhost:${port}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com' }),
    });
    expect(subscribed.status).toBe(200);

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another SkillMatch process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'skillmatch.lock'))).toBe(false);

    const database = await openDatabase({ dataDir });
    try {
      const [jobCount] = await database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
      const [subscriptionCount] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(newsletterSubscriptions);
      expect(jobCount?.n).toBeGreaterThanOrEqual(120);
      expect(subscriptionCount?.n).toBe(1);
    } finally {
      await database.close();
    }

    const restarted = startServer({ PORT: port, DATA_DIR: dataDir });
    await ready(restarted);
    expect(restarted.output()).not.toContain('Seeded the demo catalogue');
    expect(restarted.output()).not.toContain('Administrator account created');
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  }, 90_000);
});

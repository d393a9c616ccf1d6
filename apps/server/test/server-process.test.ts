import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import { jobs } from '@skillmatch/db/schema/jobs';
import { newsletterSubscriptions } from '@skillmatch/db/schema/newsletter';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  indexesBuilt,
  ready,
  scratchDir,
  scratchPostgresDatabase,
  startServer,
  type Started,
} from './processes';

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
    // The first administrator's password is shown once, framed, on one line naming the email.
    expect(first.output()).toMatch(
      /^│ Administrator account created: email admin@skillmatch\.localhost password \S{20,} \(shown only now\) +│$/m,
    );
    expect(first.output()).toMatch(/^┌─+┐$/m);

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

  // A database of its own on the PostgreSQL the API tests use (or the machine's), dropped afterwards.
  it('starts four processes at once on an empty PostgreSQL database: all become ready, one seed, one administrator', async () => {
    const database = await scratchPostgresDatabase();
    const started: Started[] = [];
    try {
      const ports = await Promise.all([1, 2, 3, 4].map(() => freePort()));
      for (const port of ports)
        started.push(
          startServer({
            PORT: String(port),
            DATABASE_URL: database.url,
            DATABASE_POOL_SIZE: '3',
            AUTH_SECRET: 'four-processes-share-this-secret-0123456789',
            DATA_DIR: scratchDir(),
          }),
        );
      // Ready means the search and match indexes are built too.
      await Promise.all(started.map(indexesBuilt));
      for (const port of ports) {
        const answer = await fetch(`http://localhost:${port}/api/ready`);
        expect(answer.status).toBe(200);
      }
      const output = started.map((one) => one.output()).join('\n');
      expect(output.match(/Seeded the demo catalogue/g)).toHaveLength(1);
      expect(output.match(/Administrator account created/g)).toHaveLength(1);
      const opened = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
      try {
        const [admins] = await opened.db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(sql`${users.role} = 'admin'`);
        expect(admins?.n).toBe(1);
      } finally {
        await opened.close();
      }
    } finally {
      for (const one of started) one.child.kill('SIGTERM');
      await Promise.all(started.map((one) => one.exited));
      await database.drop();
    }
  }, 240_000);
});

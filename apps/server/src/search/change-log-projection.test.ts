import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInput } from '../../test/job-factory';
import { asPartOfRequest } from '../request-arrival';
import { scratchPostgresDatabase } from '../../test/processes';
import { CatalogueSearchIndex } from './catalogue-search-index';
import { createJob } from '../modules/jobs/manage-jobs';

// Transactions that overlap need PostgreSQL (the embedded database runs one at a time): this file uses
// the API tests' PostgreSQL server, or the machine's, in both passes of the suite.
describe('following the catalogue’s change log', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
  let database: DatabaseHandle;
  let searchIndex: CatalogueSearchIndex;

  beforeAll(async () => {
    scratch = await scratchPostgresDatabase();
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
    await database.migrate();
    searchIndex = new CatalogueSearchIndex(database);
  });
  afterAll(async () => {
    await searchIndex.stop();
    await database.close();
    await scratch.drop();
  });

  const openIds = async () =>
    (await searchIndex.current()).search({ skills: [], status: 'active' }, 'newest', 100).ids;

  it('applies a change whose transaction commits after a later one, and a deletion', async () => {
    const early = await createJob(database.db, null, jobInput(), null);
    const late = await createJob(database.db, null, jobInput(), null);
    expect(await openIds()).toEqual(expect.arrayContaining([early.id, late.id]));

    // The early transaction writes first and commits last.
    const slow = new pg.Client({ connectionString: scratch.url });
    await slow.connect();
    try {
      await slow.query('begin');
      await slow.query(`update jobs set status = 'closed' where id = $1`, [early.id]);
      await database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, late.id));
      // The later change is not applied yet: applying it would move past the early one, still running.
      expect(await openIds()).toEqual(expect.arrayContaining([early.id, late.id]));
      await slow.query('commit');
    } finally {
      await slow.end();
    }
    // Polled: a change is applied once no transaction older than it is still open anywhere on the server,
    // and the server's own work (autovacuum's analyze) may hold one open for a moment.
    const both = async () => (await openIds()).filter((id) => id === early.id || id === late.id);
    await expect.poll(both).toEqual([]);

    await database.db
      .update(jobs)
      .set({ status: 'active' })
      .where(inArray(jobs.id, [early.id, late.id]));
    await database.db.delete(jobs).where(eq(jobs.id, late.id));
    await expect.poll(both).toEqual([early.id]);
  });

  it('catches up once per request: a change made after the request arrived waits for the next request', async () => {
    let added = '';
    await asPartOfRequest(async () => {
      await openIds();
      added = (await createJob(database.db, null, jobInput(), null)).id;
      // The same request (a page's render, then its API calls) reuses the copy it caught up.
      expect(await openIds()).not.toContain(added);
    });
    await expect.poll(() => asPartOfRequest(openIds)).toContain(added);
  });

  it('catches up on every use outside a request (tasks)', async () => {
    await openIds();
    const added = await createJob(database.db, null, jobInput(), null);
    await expect.poll(openIds).toContain(added.id);
  });

  it('catches up by itself when told of a change, before anyone asks', async () => {
    await searchIndex.start((error) => {
      throw error;
    });
    const before = searchIndex.version;
    await createJob(database.db, null, jobInput(), null);
    await expect.poll(() => searchIndex.version).toBeGreaterThan(before);
  });
});

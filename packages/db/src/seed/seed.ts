import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { jobs } from '../schema/jobs';
import { buildDemoCatalogue } from './demo-catalogue';

async function countJobs(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(jobs);
  return row?.count ?? 0;
}

async function insertDemoCatalogue(db: Database): Promise<number> {
  const rows = buildDemoCatalogue();
  await db.insert(jobs).values(rows);
  return rows.length;
}

/** First start: fills an empty catalogue. Returns how many jobs were added (0 when it had jobs). */
export async function seedDemoCatalogueIfEmpty(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    if ((await countJobs(tx)) > 0) return 0;
    return insertDemoCatalogue(tx);
  });
}

/** `npm run seed`: replaces the whole catalogue with the demo catalogue, in one transaction. */
export async function reseedDemoCatalogue(db: Database): Promise<{ removed: number; added: number }> {
  return db.transaction(async (tx) => {
    const removed = await countJobs(tx);
    await tx.delete(jobs);
    const added = await insertDemoCatalogue(tx);
    return { removed, added };
  });
}

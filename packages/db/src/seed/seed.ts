import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { companies } from '../schema/companies';
import { jobs } from '../schema/jobs';
import { buildDemoCatalogue, demoCompanies } from './demo-catalogue';

async function countJobs(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(jobs);
  return row?.count ?? 0;
}

/**
 * The demo catalogue's employers with their pages' facts. Made before the jobs, which the jobs' trigger
 * then finds by name; one that exists already (made by migration 0024 from the jobs' company text) gets
 * the facts it lacks.
 */
async function fillDemoCompanies(db: Database, insert: boolean): Promise<void> {
  const demo = demoCompanies();
  if (insert) {
    await db.insert(companies).values(demo).onConflictDoNothing({ target: companies.slug });
  }
  const rows = sql.join(
    demo.map(
      (company) =>
        sql`(${company.name}, ${company.sector}, ${company.about}, ${company.headquarters}, ${company.sizeBand})`,
    ),
    sql`, `,
  );
  await db.execute(sql`update ${companies} set sector = demo.sector, about = demo.about,
      headquarters = demo.headquarters, size_band = demo.size_band, updated_at = now()
    from (values ${rows}) as demo (name, sector, about, headquarters, size_band)
    where lower(${companies.name}) = lower(demo.name) and ${companies.sector} is null and ${companies.about} = ''`);
}

async function insertDemoCatalogue(db: Database): Promise<number> {
  await fillDemoCompanies(db, true);
  const rows = buildDemoCatalogue();
  await db.insert(jobs).values(rows);
  return rows.length;
}

/** First start: fills an empty catalogue. Returns how many jobs were added (0 when it had jobs). */
export async function seedDemoCatalogueIfEmpty(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    if ((await countJobs(tx)) > 0) {
      // A catalogue seeded before companies had pages: its demo employers get their facts once.
      await fillDemoCompanies(tx, false);
      return 0;
    }
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

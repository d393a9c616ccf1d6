import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { reseedDemoCatalogue, seedDemoCatalogueIfEmpty } from '@skillmatch/db/seed/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './test-app';

describe('seeding the demo catalogue', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n;

  it('fills an empty database once and leaves one with jobs alone', async () => {
    const added = await seedDemoCatalogueIfEmpty(database.db);
    expect(added).toBeGreaterThanOrEqual(1000);
    expect(await count()).toBe(added);
    expect(await seedDemoCatalogueIfEmpty(database.db)).toBe(0);
    expect(await count()).toBe(added);
  });

  it('replaces the catalogue when asked', async () => {
    const before = await count();
    await database.db.insert(jobs).values({ title: 'Extra', company: 'Acme Test', category: 'Sales' });
    const result = await reseedDemoCatalogue(database.db);
    expect(result).toEqual({ removed: (before ?? 0) + 1, added: before });
    expect(await count()).toBe(before);
  });

  it('makes the stored jobs findable by full text and by substring', async () => {
    const byText = await database.db
      .select({ title: jobs.title })
      .from(jobs)
      .where(sql`${jobs.searchVector} @@ websearch_to_tsquery('english', 'kubernetes')`);
    expect(byText.length).toBeGreaterThan(0);
    const bySubstring = await database.db
      .select({ title: jobs.title })
      .from(jobs)
      .where(sql`${jobs.searchText} like '%kubern%'`);
    expect(bySubstring.length).toBe(byText.length);
  });
});

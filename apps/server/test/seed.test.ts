import { sql, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@skillmatch/db/client';
import { companies } from '@skillmatch/db/schema/companies';
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

  it('makes each demo employer a company with its page’s facts, and gives them to one made from older jobs', async () => {
    const lochlan = async () =>
      (await database.db.select().from(companies).where(eq(companies.slug, 'lochlan-labs')))[0];
    expect(await lochlan()).toMatchObject({
      name: 'Lochlan Labs',
      sector: 'Software',
      headquarters: 'Austin, TX',
      sizeBand: '1001-5000',
    });
    expect((await lochlan())?.about).toContain('Lochlan Labs is');
    const [orphans] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(companies.about, ''));
    expect(orphans?.n).toBe(0);
    // As migration 0024 left a catalogue seeded before companies had pages.
    await database.db
      .update(companies)
      .set({ about: '', sector: null, headquarters: null, sizeBand: null })
      .where(eq(companies.slug, 'lochlan-labs'));
    expect(await seedDemoCatalogueIfEmpty(database.db)).toBe(0);
    expect(await lochlan()).toMatchObject({ sector: 'Software', headquarters: 'Austin, TX' });
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

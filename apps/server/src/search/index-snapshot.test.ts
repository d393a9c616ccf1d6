import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@skillmatch/db/client';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { jobs } from '@skillmatch/db/schema/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInput } from '../../test/job-factory';
import { openTestDatabase } from '../../test/test-app';
import { createJob } from '../modules/jobs/manage-jobs';
import { CatalogueMatchIndex } from '../modules/matching/catalogue-index';
import { CatalogueSearchIndex } from './catalogue-search-index';
import type { SearchFilters, SearchOrder } from './search-filters';

const filters = (wanted: Partial<SearchFilters>): SearchFilters => ({
  skills: [],
  status: 'active',
  ...wanted,
});

/** What a seeker sees of both indexes: searches in every order, their facets, and a seeker's ranking. */
async function answers(search: CatalogueSearchIndex, match: CatalogueMatchIndex) {
  const searchIndex = await search.current();
  const matchIndex = await match.current();
  const searches: [Partial<SearchFilters>, SearchOrder][] = [
    [{}, 'newest'],
    [{}, 'salary'],
    [{ text: 'engineer' }, 'newest'],
    [{ text: 'data', location: 'Lisbon' }, 'salary'],
    [{ skills: ['python'] }, 'newest'],
    [{ status: 'all' }, 'newest'],
    [{ remote: true, type: 'Contract' }, 'newest'],
  ];
  const seeker = {
    skills: ['Python', 'SQL'].map((typed) => {
      const { id, label } = taxonomy.resolve(typed)!;
      return { id, label };
    }),
    preferences: { jobTypes: [], locations: ['Lisbon'], remote: false, salaryMin: null },
  };
  return {
    searches: searches.map(([wanted, order]) => searchIndex.searchWithSkills(filters(wanted), order, 50)),
    ranked: matchIndex.rank(seeker, 0, 50),
  };
}

/** The database as a process sees it whose snapshot's write stops after its first part until released. */
function heldAfterFirstPart(database: DatabaseHandle) {
  let atFirstPart!: () => void;
  const firstPartWritten = new Promise<void>((resolve) => (atFirstPart = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: DatabaseHandle = {
    ...database,
    apart: (how, work) =>
      database.apart(how, (run) =>
        work(async (text, values) => {
          const rows = await run(text, values);
          if (text.startsWith('insert into index_snapshot_parts')) {
            atFirstPart();
            await released;
          }
          return rows;
        }),
      ),
  };
  return { held, firstPartWritten, release };
}

const titles = ['Data Engineer', 'Backend Engineer', 'Data Analyst', 'Nurse', 'Python Developer'];
const skillSets = [['Python', 'SQL'], ['Go'], ['SQL', 'Excel'], ['Patient care'], ['Python', 'Django']];

describe('index snapshots: a process starts from the last one, then catches up', () => {
  let database: DatabaseHandle;
  const made: { stop(): Promise<void> }[] = [];
  const indexes = () => {
    const pair = [new CatalogueSearchIndex(database), new CatalogueMatchIndex(database)] as const;
    made.push(...pair);
    return pair;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    for (let index = 0; index < 40; index++) {
      await createJob(
        database.db,
        null,
        jobInput({
          title: titles[index % titles.length]!,
          skills: skillSets[index % skillSets.length]!,
          location: index % 3 === 0 ? 'Lisbon, Portugal' : 'Berlin, Germany',
          remote: index % 4 === 0,
          type: index % 5 === 0 ? 'Contract' : 'Full-time',
          salaryMax: 50_000 + index * 1_000,
          postedDate: `2026-11-${String(1 + (index % 20)).padStart(2, '0')}`,
        }),
        null,
      );
    }
  });
  afterAll(async () => {
    for (const index of made) await index.stop();
    await database.close();
  });

  it('answers as an index built from every row, with the jobs changed after the snapshot', async () => {
    const [firstSearch, firstMatch] = indexes();
    await answers(firstSearch, firstMatch);
    expect([firstSearch.builtFrom, firstMatch.builtFrom]).toEqual(['rows', 'rows']);

    // After the snapshot: a new job, one closed, one renamed with other skills, one deleted.
    await createJob(
      database.db,
      null,
      jobInput({ title: 'Data Engineer', skills: ['Python', 'Spark'] }),
      null,
    );
    const [closed, renamed, deleted] = await database.db.select({ id: jobs.id }).from(jobs).limit(3);
    await database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closed!.id));
    await database.db
      .update(jobs)
      .set({ title: 'Python Engineer', skills: ['Python'], skillKeys: ['python'], skillsText: 'Python' })
      .where(eq(jobs.id, renamed!.id));
    await database.db.delete(jobs).where(eq(jobs.id, deleted!.id));

    const [fromSnapshot, matchFromSnapshot] = indexes();
    await answers(fromSnapshot, matchFromSnapshot);
    expect([fromSnapshot.builtFrom, matchFromSnapshot.builtFrom]).toEqual(['snapshot', 'snapshot']);

    await database.db.execute(sql`delete from index_snapshots`);
    const [fromRows, matchFromRows] = indexes();
    const built = await answers(fromRows, matchFromRows);
    expect([fromRows.builtFrom, matchFromRows.builtFrom]).toEqual(['rows', 'rows']);
    // Polled: on PostgreSQL a change is applied once no older transaction is open (change-log-projection.ts).
    await expect.poll(() => answers(fromSnapshot, matchFromSnapshot)).toEqual(built);
    const started = await answers(fromSnapshot, matchFromSnapshot);
    expect(started.searches[0]!.ids).not.toContain(closed!.id);
    expect(started.searches[5]!.ids).not.toContain(deleted!.id);
    expect(started.searches[2]!.total).toBeGreaterThan(0);
    expect(started.ranked.total).toBeGreaterThan(0);
  });

  it('keeps no transaction open while a snapshot is written: a change meanwhile reaches every index', async () => {
    const [running, runningMatch] = indexes();
    await answers(running, runningMatch);
    await database.db.execute(sql`delete from index_snapshots`);
    // A process building from the rows whose snapshot's write stops after its first part until released.
    const { held, firstPartWritten, release } = heldAfterFirstPart(database);
    const writing = new CatalogueSearchIndex(held);
    made.push(writing);
    const built = writing.current();
    await firstPartWritten;

    const [edited, closed] = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.status, 'active'))
      .limit(2);
    const listed = (await runningMatch.current()).size;
    await database.db.update(jobs).set({ type: 'Internship' }).where(eq(jobs.id, edited!.id));
    await database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closed!.id));
    // The failure once seen: a snapshot written in one transaction kept every index from applying these.
    await expect
      .poll(async () => (await running.current()).search(filters({ type: 'Internship' }), 'newest', 50).ids)
      .toEqual([edited!.id]);
    await expect.poll(async () => (await runningMatch.current()).size).toBe(listed - 1);

    release();
    await built;
    expect(writing.builtFrom).toBe('rows');
    await expect
      .poll(async () => (await writing.current()).search(filters({ type: 'Internship' }), 'newest', 50).ids)
      .toEqual([edited!.id]);
    const [fromSnapshot] = indexes();
    await expect
      .poll(
        async () => (await fromSnapshot.current()).search(filters({ type: 'Internship' }), 'newest', 50).ids,
      )
      .toEqual([edited!.id]);
    expect(fromSnapshot.builtFrom).toBe('snapshot');
  });

  it('stops only once a snapshot under way is written: the database may be closed after', async () => {
    await database.db.execute(sql`delete from index_snapshots`);
    const { held: writingHeld, firstPartWritten, release } = heldAfterFirstPart(database);
    // The write waits after its first part until the index has stopped listening, the first step of stopping.
    const held: DatabaseHandle = {
      ...writingHeld,
      listen: async (channel, onNotice) => {
        const unlisten = await database.listen(channel, onNotice);
        return async () => {
          await unlisten();
          release();
        };
      },
    };
    const stopping = new CatalogueSearchIndex(held);
    await stopping.start(() => undefined);
    const built = stopping.current();
    await firstPartWritten;

    await stopping.stop();
    const heads = await database.executeSql(`select generation from index_snapshots where name = 'search'`);
    expect(heads.rows).toHaveLength(1);
    await built;
  });

  it('keeps the last generation only, and reads none older than the change log reaches', async () => {
    await database.db.execute(sql`delete from index_snapshots`);
    const [first] = indexes();
    await first.current();
    const [second] = indexes();
    await database.db.execute(sql`delete from index_snapshots`);
    await second.current();
    const generations = await database.executeSql(
      `select distinct p.generation = s.generation as head from index_snapshot_parts p
       join index_snapshots s using (name) where name = 'search'`,
    );
    expect(generations.rows).toEqual([{ head: true }]);

    await database.db.execute(sql`update index_snapshots set taken_at = now() - interval '13 hours'`);
    const [tooOld] = indexes();
    await tooOld.current();
    expect(tooOld.builtFrom).toBe('rows');
  });

  it('writes a fresh snapshot, once caught up, when it starts from one over six hours old', async () => {
    const [first] = indexes();
    await first.current();
    await database.db.execute(sql`update index_snapshots set taken_at = now() - interval '7 hours'`);
    const [renamed] = await database.db.select({ id: jobs.id }).from(jobs).limit(1);
    await database.db.update(jobs).set({ title: 'Zymurgist' }).where(eq(jobs.id, renamed!.id));
    const heads = () =>
      database.executeSql(
        `select generation, taken_at > now() - interval '1 hour' as recent from index_snapshots where name = 'search'`,
      );
    const [before] = (await heads()).rows as { generation: string }[];

    const [renewing] = indexes();
    await renewing.current();
    expect(renewing.builtFrom).toBe('snapshot');
    const [after] = (await heads()).rows as { generation: string; recent: boolean }[];
    expect(after!.recent).toBe(true);
    expect(Number(after!.generation)).toBeGreaterThan(Number(before!.generation));

    const [fromRenewed] = indexes();
    await expect
      .poll(
        async () => (await fromRenewed.current()).search(filters({ text: 'zymurgist' }), 'newest', 50).ids,
      )
      .toEqual([renamed!.id]);
    expect(fromRenewed.builtFrom).toBe('snapshot');
  });

  it('builds from the rows when the snapshot is of another format or incomplete', async () => {
    const [search, match] = indexes();
    await answers(search, match);
    await database.db.execute(sql`update index_snapshots set format = 'another' where name = 'search'`);
    await database.db.execute(
      sql`delete from index_snapshot_parts p using index_snapshots s
          where p.name = 'match' and s.name = 'match' and p.generation = s.generation and p.part = 1`,
    );
    const errors: unknown[] = [];
    const [otherFormat, incomplete] = indexes();
    await incomplete.start((error) => errors.push(error));
    await answers(otherFormat, incomplete);
    expect([otherFormat.builtFrom, incomplete.builtFrom]).toEqual(['rows', 'rows']);
    expect(String(errors[0])).toContain('misses its part 1');
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { App } from '../../app-types';
import { sameOrigin, signUpAdmin, type TestAccount, requestAs } from '../../../test/accounts';
import { jobInput } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { RANKED } from './search-jobs';

/** Enough matches for a broad search: more than a thousand, ten pages of 100. */
const WIDGETS = 1010;

describe('GET /api/jobs counts: exact for every search, in step with every write', () => {
  let app: App;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
    const widget = (index: number) => {
      const { skills, ...job } = jobInput({
        title: `Widget Engineer ${index}`,
        type: index % 5 === 0 ? 'Contract' : 'Full-time',
        remote: index % 3 === 0,
        // Spread over 60 days, so that the newest order has real dates, and ties broken by id.
        postedDate: `2026-${index % 2 ? '09' : '10'}-${String((index % 30) + 1).padStart(2, '0')}`,
      });
      return { ...job, ...jobSkillColumns(skills) };
    };
    await app.db.insert(jobs).values(Array.from({ length: WIDGETS }, (_, index) => widget(index)));
    const others = [
      jobInput({ title: 'Rare Role', category: 'Design', remote: true }),
      // A very long search text: the newest widget, with the highest salary.
      jobInput({
        title: 'Widget Architect',
        skills: Array.from({ length: 40 }, (_, index) => `Long named skill number ${index}`),
        salaryMin: 900_000,
        salaryMax: 990_000,
        postedDate: '2026-11-15',
      }),
      jobInput({ title: 'Pipe Role', skills: ['C|C++'] }),
      jobInput({ title: 'Plain Role', skills: ['Go', 'Rust'] }),
    ];
    await app.db
      .insert(jobs)
      .values(others.map(({ skills, ...job }) => ({ ...job, ...jobSkillColumns(skills) })));
  });
  afterAll(() => app.close());

  const search = async (query: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/jobs?${query}`,
        headers: { ...sameOrigin(app), cookie: admin.cookie },
      })
    ).json();

  /** The exact number of matches, counted the slow way. */
  const countWhere = async (condition: SQL) => {
    const [row] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(condition);
    return row?.count;
  };

  it('counts a broad search exactly, with its facets', async () => {
    const body = await search('q=widget');
    expect(body).toMatchObject({ total: WIDGETS + 1, page: 1 });
    expect(body.jobs).toHaveLength(20);
    const widgets = sql`title like 'Widget%'`;
    const { skills, company, ...facets } = body.facets;
    // Each job has an employer of its own: the first twelve by name, one match each.
    expect(company).toHaveLength(12);
    for (const employer of company) expect(employer).toMatchObject({ count: 1 });
    // Every widget asks for Go; the architect's forty skills come next, one match each.
    expect(skills).toHaveLength(12);
    expect(skills[0]).toEqual({ value: 'Go', count: WIDGETS });
    expect(skills[1]).toEqual({ value: 'Long named skill number 0', count: 1 });
    expect(facets).toEqual({
      type: [
        { value: 'Full-time', count: await countWhere(sql`${widgets} and type = 'Full-time'`) },
        { value: 'Contract', count: await countWhere(sql`${widgets} and type = 'Contract'`) },
      ],
      remote: [
        { value: 'false', count: await countWhere(sql`${widgets} and not remote`) },
        { value: 'true', count: await countWhere(sql`${widgets} and remote`) },
      ],
      category: [{ value: 'Technology', count: WIDGETS + 1 }],
    });
  });

  it('counts a narrow search exactly, with its facets', async () => {
    const body = await search('q=rare');
    expect(body).toMatchObject({ total: 1 });
    expect(body.facets).toEqual({
      type: [{ value: 'Full-time', count: 1 }],
      remote: [{ value: 'true', count: 1 }],
      category: [{ value: 'Design', count: 1 }],
      skills: [{ value: 'Go', count: 1 }],
      company: [
        {
          value: expect.stringMatching(/^test-company-\d+$/),
          name: expect.stringMatching(/^Test Company \d+$/),
          count: 1,
        },
      ],
    });
  });

  it('counts unfiltered and type, remote or category searches exactly, however many match', async () => {
    const all = await search('');
    expect(all).toMatchObject({ total: await countWhere(sql`status = 'active'`) });
    expect(all.total).toBeGreaterThan(WIDGETS);
    expect(all.facets.type).toEqual([
      { value: 'Full-time', count: await countWhere(sql`type = 'Full-time'`) },
      { value: 'Contract', count: await countWhere(sql`type = 'Contract'`) },
    ]);
    expect(all.facets.category).toEqual([
      { value: 'Technology', count: WIDGETS + 3 },
      { value: 'Design', count: 1 },
    ]);
    const remoteTech = await search('remote=true&category=Technology&type=Full-time');
    expect(remoteTech).toMatchObject({
      total: await countWhere(sql`remote and category = 'Technology' and type = 'Full-time'`),
    });
    expect(remoteTech.total).toBeGreaterThan(0);
  });

  it('ranks the newest matches by relevance, then lists the rest newest first', async () => {
    const ids = async (query: string) => (await search(query)).jobs.map((job: { id: string }) => job.id);
    const windowPages = RANKED / 100;
    const ranked: string[] = [];
    const newestFirst: string[] = [];
    for (let page = 1; page <= windowPages; page++) {
      ranked.push(...(await ids(`q=widget&sort=relevance&pageSize=100&page=${page}`)));
      newestFirst.push(...(await ids(`q=widget&sort=newest&pageSize=100&page=${page}`)));
    }
    expect(new Set(ranked)).toEqual(new Set(newestFirst));
    const after = `pageSize=100&page=${windowPages + 1}`;
    expect(await ids(`q=widget&sort=relevance&${after}`)).toEqual(await ids(`q=widget&sort=newest&${after}`));
  });

  it('finds a job with a very long search text, in every order', async () => {
    for (const sort of ['newest', 'salary', 'relevance']) {
      const body = await search(`q=widget&sort=${sort}`);
      expect(body.jobs.map((job: { title: string }) => job.title)).toContain('Widget Architect');
    }
    expect((await search('q=widget&sort=newest')).jobs[0].title).toBe('Widget Architect');
    expect((await search('q=widget&sort=salary')).jobs[0].title).toBe('Widget Architect');
    expect((await search('skills=long named skill number 39')).total).toBe(1);
  });

  it('matches a skill with a | inside one skill only, never across two', async () => {
    expect((await search('skills=c|c')).jobs.map((job: { title: string }) => job.title)).toEqual([
      'Pipe Role',
    ]);
    // 'Go | Rust' is how the two skills are stored together; no one skill holds "o | r".
    expect((await search(`skills=${encodeURIComponent('o | r')}`)).total).toBe(0);
    expect((await search('skills=rust')).jobs.map((job: { title: string }) => job.title)).toEqual([
      'Plain Role',
    ]);
  });

  it('pages through every match in newest order, each job once', async () => {
    const seen: string[] = [];
    const dates: string[] = [];
    for (let page = 1; page <= Math.ceil((WIDGETS + 1) / 100); page++) {
      const body = await search(`q=widget&sort=newest&pageSize=100&page=${page}`);
      for (const job of body.jobs) {
        seen.push(job.id);
        dates.push(job.postedDate);
      }
    }
    expect(new Set(seen).size).toBe(WIDGETS + 1);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps the exact counts in step with publishing, editing, closing and deleting jobs', async () => {
    const as = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      requestAs(app, admin, method, url, payload);
    const facet = (body: { facets: { type: { value: string; count: number }[] } }, value: string) =>
      body.facets.type.find((entry) => entry.value === value)?.count ?? 0;
    const before = await search('');

    const created = (await as('POST', '/api/jobs', { ...jobInput({ type: 'Internship' }) })).json();
    let now = await search('');
    expect(now.total).toBe(before.total + 1);
    expect(facet(now, 'Internship')).toBe(1);

    await as('PATCH', `/api/jobs/${created.id}`, { type: 'Freelance', title: 'Renamed' });
    now = await search('');
    expect(facet(now, 'Internship')).toBe(0);
    expect(facet(now, 'Freelance')).toBe(1);
    expect((await search('type=Freelance')).total).toBe(1);

    await as('PATCH', `/api/jobs/${created.id}`, { status: 'closed' });
    expect((await search('')).total).toBe(before.total);
    expect((await search('status=all')).total).toBe(before.total + 1);
    expect((await search('status=closed&type=Freelance')).total).toBe(1);

    await as('DELETE', `/api/jobs/${created.id}`);
    expect((await search('status=all')).total).toBe(before.total);
    expect((await search('status=closed')).total).toBe(0);
  });

  it('keeps the exact counts in step with bulk deletes and truncation', async () => {
    await app.db.delete(jobs).where(sql`${jobs.title} like 'Widget Engineer 1%'`);
    expect((await search('')).total).toBe(await countWhere(sql`status = 'active'`));
    await app.db.execute(sql`truncate ${jobs} cascade`);
    expect(await search('status=all')).toMatchObject({ total: 0 });
  });
});

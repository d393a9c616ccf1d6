import { describe, expect, it } from 'vitest';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { dayNumber, type SearchableJob, type SearchFilters } from './search-filters';
import { SearchIndex } from './search-index';

let created = 0;
function job(id: string, fields: Partial<SearchableJob> & { title?: string; skills?: string[] } = {}) {
  const { title = id, skills = [], ...rest } = fields;
  return {
    id,
    status: 'active',
    title,
    company: 'Acme',
    companySlug: 'acme',
    location: 'Berlin, Germany',
    skillKeys: skills.map((skill) => skill.toLowerCase()),
    skills,
    skillIds: skills.map((skill) => taxonomy.resolve(skill)?.id ?? ''),
    type: 'Full-time',
    remote: false,
    category: 'Technology',
    salary: null,
    postedDate: '2026-11-01',
    createdAt: ++created,
    ...rest,
  } satisfies SearchableJob;
}

const anything: SearchFilters = { skills: [], status: 'active' };
const search = (index: SearchIndex, filters: Partial<SearchFilters>, order: 'newest' | 'salary' = 'newest') =>
  index.search({ ...anything, ...filters }, order, 100);

describe('SearchIndex', () => {
  it('filters by company and counts the matches by company, the one filtered by first', () => {
    const index = new SearchIndex();
    const globex = { company: 'Globex', companySlug: 'globex' };
    index.upsert(job('a', { title: 'Data Engineer' }));
    index.upsert(job('b', { title: 'Data Analyst', ...globex }));
    index.upsert(job('c', { title: 'Data Scientist', ...globex }));
    index.upsert(job('d', { title: 'Nurse', ...globex, status: 'closed' }));
    const all = index.searchWithSkills(anything, 'newest', 10);
    expect(all.company).toEqual([
      { value: 'globex', name: 'Globex', count: 2 },
      { value: 'acme', name: 'Acme', count: 1 },
    ]);
    const globexOnly = index.searchWithSkills({ ...anything, company: 'globex' }, 'newest', 10);
    expect(globexOnly.ids.sort()).toEqual(['b', 'c']);
    expect(globexOnly.total).toBe(2);
    expect(globexOnly.company).toEqual([{ value: 'globex', name: 'Globex', count: 2 }]);
    // With one text condition the counts come from the text's own table: the company still applies.
    expect(search(index, { text: 'data', company: 'acme' }).ids).toEqual(['a']);
    expect(search(index, { text: 'data', company: 'acme' }).facets.type).toEqual([
      { value: 'Full-time', count: 1 },
    ]);
    expect(search(index, { company: 'initech' }).total).toBe(0);
    // A renamed company's jobs are written again: the facet names it as its latest job does.
    index.upsert(job('a', { title: 'Data Engineer', company: 'Acme Labs' }));
    expect(index.searchWithSkills({ ...anything, company: 'acme' }, 'newest', 10).company).toEqual([
      { value: 'acme', name: 'Acme Labs', count: 1 },
    ]);
  });

  it('finds jobs whose texts hold every word, or a word starting with it', () => {
    const index = new SearchIndex();
    index.upsert(job('a', { title: 'Data Engineer', skills: ['Python'] }));
    index.upsert(job('b', { title: 'Data Analyst', skills: ['Excel'] }));
    index.upsert(job('c', { title: 'Nurse', skills: ['Triage'] }));
    expect(search(index, { text: 'data' }).ids.sort()).toEqual(['a', 'b']);
    expect(search(index, { text: 'data pyth' }).ids).toEqual(['a']);
    expect(search(index, { text: 'data triage' }).total).toBe(0);
    expect(search(index, { text: 'zzz' }).total).toBe(0);
  });

  it('needs each skill asked for to be part of one skill, and the job to be in the place asked for', () => {
    const index = new SearchIndex();
    index.upsert(job('a', { skills: ['React', 'Node.js'], location: 'Austin, TX' }));
    index.upsert(job('b', { skills: ['React'], location: 'London' }));
    expect(search(index, { skills: ['react', 'node'] }).ids).toEqual(['a']);
    expect(search(index, { skills: ['react'] }).total).toBe(2);
    // "react | node" is how two skills sit in the search text; no one skill holds it.
    expect(search(index, { skills: ['react | node'] }).total).toBe(0);
    expect(search(index, { location: 'tx' }).ids).toEqual(['a']);
    expect(search(index, { location: 'paris' }).total).toBe(0);
  });

  it('counts a text search with a salary floor or a date limit by them, when the text matches fewer jobs', () => {
    const index = new SearchIndex();
    // More jobs meet the floor and the limit than hold the text, so the text's own rows are walked.
    for (const id of ['x1', 'x2', 'x3', 'x4']) {
      index.upsert(job(id, { title: 'Nurse', salary: 90_000, postedDate: '2026-11-20' }));
    }
    index.upsert(
      job('a', { title: 'Data Engineer', type: 'Contract', salary: 90_000, postedDate: '2026-11-20' }),
    );
    index.upsert(job('b', { title: 'Data Analyst', salary: 50_000, postedDate: '2026-10-01' }));
    const floor = index.searchWithSkills({ ...anything, text: 'data', salaryMin: 60_000 }, 'newest', 10);
    expect([floor.ids, floor.total, floor.facets.type]).toEqual([
      ['a'],
      1,
      [{ value: 'Contract', count: 1 }],
    ]);
    const recent = search(index, { text: 'data', postedSince: dayNumber('2026-11-15') });
    expect([recent.ids, recent.total]).toEqual([['a'], 1]);
  });

  it('tests status, type, remote, category, salary and recency, and counts the facets of all matches', () => {
    const index = new SearchIndex();
    index.upsert(job('a', { type: 'Contract', remote: true, salary: 90_000, postedDate: '2026-11-20' }));
    index.upsert(job('b', { category: 'Design', salary: 50_000, postedDate: '2026-10-01' }));
    index.upsert(job('c', { status: 'closed' }));
    expect(search(index, {}).total).toBe(2);
    expect(search(index, { status: 'all' }).total).toBe(3);
    expect(search(index, { status: 'closed' }).ids).toEqual(['c']);
    expect(search(index, { type: 'Contract' }).ids).toEqual(['a']);
    expect(search(index, { remote: false }).ids).toEqual(['b']);
    expect(search(index, { category: 'Design' }).ids).toEqual(['b']);
    expect(search(index, { salaryMin: 60_000 }).ids).toEqual(['a']);
    expect(search(index, { salaryMin: 0 }).total).toBe(2);
    expect(search(index, { postedSince: dayNumber('2026-11-15') }).ids).toEqual(['a']);
    expect(search(index, {}).facets).toEqual({
      type: [
        { value: 'Contract', count: 1 },
        { value: 'Full-time', count: 1 },
      ],
      remote: [
        { value: 'false', count: 1 },
        { value: 'true', count: 1 },
      ],
      category: [
        { value: 'Design', count: 1 },
        { value: 'Technology', count: 1 },
      ],
    });
  });

  it('lists newest first (date, then creation, then id) and by salary with the unpaid last', () => {
    const index = new SearchIndex();
    index.upsert(job('b', { postedDate: '2026-11-02', createdAt: 5, salary: 10 }));
    index.upsert(job('a', { postedDate: '2026-11-02', createdAt: 5 }));
    index.upsert(job('c', { postedDate: '2026-11-02', createdAt: 9, salary: 10 }));
    index.upsert(job('d', { postedDate: '2026-11-03', createdAt: 1, salary: 5 }));
    expect(search(index, {}).ids).toEqual(['d', 'c', 'b', 'a']);
    expect(search(index, {}, 'salary').ids).toEqual(['c', 'b', 'd', 'a']);
    expect(index.search(anything, 'newest', 2)).toMatchObject({ total: 4, ids: ['d', 'c'] });
  });

  it('follows edits and removals, in its orders and its texts', () => {
    const index = new SearchIndex();
    index.upsert(job('a', { title: 'Welder', postedDate: '2026-11-01' }));
    index.upsert(job('b', { title: 'Baker', postedDate: '2026-11-02' }));
    expect(search(index, {}).ids).toEqual(['b', 'a']);
    index.upsert(job('a', { title: 'Chef', postedDate: '2026-11-03' }));
    expect(search(index, {}).ids).toEqual(['a', 'b']);
    expect(search(index, { text: 'welder' }).total).toBe(0);
    expect(search(index, { text: 'chef' }).ids).toEqual(['a']);
    index.remove('b');
    expect(search(index, {}).ids).toEqual(['a']);
    expect(index.size).toBe(1);
    expect(index.replacedShare).toBeCloseTo(2 / 3);
  });

  it('lists the same matches whether it sorts a narrow search or walks the order for a broad one', () => {
    const index = new SearchIndex();
    for (let number = 0; number < 200; number++) {
      index.upsert(
        job(`job-${String(number).padStart(3, '0')}`, {
          title: number % 50 === 0 ? 'Rare Role' : 'Common Role',
          postedDate: `2026-10-${String((number % 28) + 1).padStart(2, '0')}`,
          salary: number % 3 ? number * 100 : null,
        }),
      );
    }
    for (const order of ['newest', 'salary'] as const) {
      const rare = search(index, { text: 'rare' }, order);
      const all = index.search({ ...anything, text: 'role' }, order, 200);
      expect(rare.total).toBe(4);
      expect(rare.ids).toEqual(all.ids.filter((id) => Number(id.slice(4)) % 50 === 0));
    }
  });

  it('answers a word asked again after a change from the catalogue as it is now, facets included', () => {
    const index = new SearchIndex();
    index.upsert(job('a', { title: 'Data Engineer', remote: true }));
    index.upsert(job('b', { title: 'Data Analyst' }));
    const remoteData = () => search(index, { text: 'data', remote: true });
    expect(remoteData()).toMatchObject({ total: 1, ids: ['a'] });
    index.upsert(job('c', { title: 'Big Data Lead', remote: true, type: 'Contract' }));
    expect(remoteData()).toMatchObject({ total: 2, ids: ['c', 'a'] });
    expect(remoteData().facets.type).toEqual([
      { value: 'Contract', count: 1 },
      { value: 'Full-time', count: 1 },
    ]);
    index.upsert(job('a', { title: 'Data Engineer', remote: false }));
    index.remove('c');
    expect(remoteData()).toMatchObject({ total: 0, ids: [] });
    expect(search(index, { text: 'data' }).ids.sort()).toEqual(['a', 'b']);
    expect(search(index, { text: 'data analyst' }).ids).toEqual(['b']);
  });

  it('labels a skill as most of its live jobs spell it, whatever order it read them in', () => {
    const indexOf = (jobs: SearchableJob[]) => {
      const index = new SearchIndex();
      for (const entry of jobs) index.upsert(entry);
      return index;
    };
    const labels = (index: SearchIndex, skills: string[] = []) =>
      index.searchWithSkills({ ...anything, skills }, 'newest', 0).skills.map((facet) => facet.value);
    const [a, b, c] = [
      job('a', { skills: ['JavaScript'] }),
      job('b', { skills: ['Javascript'] }),
      job('c', { skills: ['JavaScript'] }),
    ];
    expect(labels(indexOf([a, b, c]))).toEqual(['JavaScript']);
    expect(labels(indexOf([a, c, b]))).toEqual(['JavaScript']);
    // As many jobs each way: the spelling first in code-unit order, capitals first.
    expect(labels(indexOf([a, b]))).toEqual(['JavaScript']);
    expect(labels(indexOf([b, a]))).toEqual(['JavaScript']);

    const edited = indexOf([a, b, c]);
    edited.remove('a');
    edited.remove('c');
    expect(labels(edited)).toEqual(['Javascript']);
    // No live job has it: labelled as filtered, as by a process that never read those jobs.
    edited.remove('b');
    expect(labels(edited, ['javascript'])).toEqual(['javascript']);
    expect(labels(indexOf([]), ['javascript'])).toEqual(['javascript']);
  });

  it('counts each offered skill as its filter keeps the matches, skills containing it too', () => {
    const skillSets = [
      ['SQL', 'Java'],
      ['MySQL'],
      ['PostgreSQL', 'JavaScript'],
      ['Go'],
      ['Go', 'Django'],
      ['R'],
    ];
    const index = new SearchIndex();
    for (let n = 0; n < 60; n++) {
      const skills = skillSets[n % skillSets.length]!;
      index.upsert(
        job(`j${n}`, { title: n % 4 === 0 ? 'Data Engineer' : 'Developer', skills, remote: n % 3 === 0 }),
      );
    }
    // Analysts know SQL and no other skill containing it: their "SQL" keeps what it counts.
    for (let n = 0; n < 5; n++) index.upsert(job(`a${n}`, { title: 'Analyst', skills: ['SQL', 'Excel'] }));
    // A replaced job's old skills no longer count.
    index.upsert(job('j1', { title: 'Developer', skills: ['Rust'] }));
    // One after another: each search's counts start afresh.
    for (const filters of [
      anything,
      { ...anything, text: 'developer' },
      { ...anything, remote: true },
      { ...anything, text: 'analyst' },
      { ...anything, text: 'analyst', skills: ['sql'] },
    ]) {
      const found = index.searchWithSkills(filters, 'newest', 100);
      const matches = found.ids;
      expect(matches.length).toBe(found.total);
      const skillsOf = new Map<string, string[]>();
      for (let n = 0; n < 5; n++) skillsOf.set(`a${n}`, ['sql', 'excel']);
      for (let n = 0; n < 60; n++) {
        skillsOf.set(
          `j${n}`,
          n === 1 ? ['rust'] : skillSets[n % skillSets.length]!.map((s) => s.toLowerCase()),
        );
      }
      const kept = (value: string) =>
        matches.filter((id) => skillsOf.get(id)!.some((skill) => skill.includes(value.toLowerCase()))).length;
      expect(found.skills.length).toBeGreaterThan(0);
      for (const { value, count } of found.skills)
        expect({ value, count }).toEqual({ value, count: kept(value) });
    }
  });
});

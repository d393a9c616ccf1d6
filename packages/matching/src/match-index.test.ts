import { describe, expect, it } from 'vitest';
import { MatchIndex, type IndexedJob } from './match-index';
import type { MatchSeeker } from './match-input';
import { matchSkills, scoreJob } from './score';
import { taxonomy } from './taxonomy';

function skills(...raw: string[]) {
  const resolved = raw.map((skill) => taxonomy.resolve(skill)!);
  return matchSkills(
    raw,
    resolved.map((skill) => skill.id),
  );
}

function job(id: string, postedDate: string, ...raw: string[]): IndexedJob {
  return {
    id,
    postedDate,
    skills: skills(...raw),
    type: 'Full-time',
    remote: id.endsWith('remote'),
    location: 'Austin, TX',
    salaryMin: null,
    salaryMax: null,
  };
}

const catalogue = [
  job('a', '2026-11-01', 'React', 'Node.js', 'PostgreSQL'),
  job('b', '2026-11-02', 'React', 'GraphQL', 'AWS', 'Docker'),
  job('c-remote', '2026-11-03', 'Python', 'pandas', 'SQL'),
  job('d', '2026-11-04', 'Java', 'Spring Boot'),
  job('e', '2026-11-05', 'Aquarium Maintenance', 'Forklift Licence'),
  job('f', '2026-11-06', 'React', 'Node.js', 'PostgreSQL'),
];

function indexOf(jobs: IndexedJob[]) {
  const index = new MatchIndex(taxonomy);
  for (const entry of jobs) index.upsert(entry);
  return index;
}

const seeker: MatchSeeker = {
  skills: skills('reactjs', 'node', 'MySQL', 'Reef Aquarium Maintenance'),
  preferences: { jobTypes: [], locations: [], remote: true, salaryMin: null },
};

describe('match index', () => {
  it('ranks the jobs with credit by the same score scoreJob gives, newest first among equals', () => {
    const index = indexOf(catalogue);
    const { jobs, total, matching } = index.rank(seeker, 0, 10);
    const query = index.queryFor(seeker);
    const scored = new Map(
      catalogue.map((entry) => [entry.id, scoreJob(seeker, entry, query, index, taxonomy).score]),
    );
    for (const entry of jobs) expect(entry.score).toBe(scored.get(entry.id));
    // f and a ask for the same skills (two held, one related), f is newer.
    expect(jobs.map((entry) => entry.id).slice(0, 2)).toEqual(['f', 'a']);
    expect(jobs.map((entry) => entry.id)).not.toContain('d');
    expect(total).toBe(jobs.length);
    expect(matching).toBe(jobs.filter((entry) => entry.score >= 60).length);
  });

  it.each([
    ['none', { jobTypes: [], locations: [], remote: false, salaryMin: null }],
    [
      'all three',
      { jobTypes: ['Contract', 'Full-time'], locations: ['Boston'], remote: true, salaryMin: 90_000 },
    ],
    ['a place and a salary', { jobTypes: [], locations: ['austin'], remote: false, salaryMin: 90_000 }],
  ])('ranks by scoreJob’s score whatever preferences the seeker states (%s)', (_, preferences) => {
    const jobs = [...catalogue, { ...job('g', '2026-11-07', 'React'), salaryMin: 95_000 }];
    const index = indexOf(jobs);
    const stating = { ...seeker, preferences };
    const query = index.queryFor(stating);
    const ranked = index.rank(stating, 0, 10).jobs;
    expect(ranked.length).toBeGreaterThan(3);
    for (const entry of ranked) {
      const scored = scoreJob(
        stating,
        jobs.find((one) => one.id === entry.id)!,
        query,
        index,
        taxonomy,
      ).score;
      expect(entry.score).toBe(scored);
    }
  });

  it.each([
    ['no preferences', { jobTypes: [], locations: [], remote: false, salaryMin: null }],
    ['preferences', { jobTypes: ['Contract'], locations: ['austin'], remote: false, salaryMin: 90_000 }],
  ])('gives every job’s score above 0, as scoreJob does, to order a whole list (%s)', (_, preferences) => {
    const jobs = [...catalogue, { ...job('g', '2026-11-07', 'Welding'), type: 'Contract' }];
    const index = indexOf(jobs);
    const stating = { ...seeker, preferences };
    const scores = new Map<string, number>();
    index.eachScore(stating, (row, score) => scores.set(index.idOf(row), score));
    const query = index.queryFor(stating);
    for (const entry of jobs) {
      const scored = scoreJob(stating, entry, query, index, taxonomy).score;
      expect([entry.id, scores.get(entry.id) ?? 0]).toEqual([entry.id, scored]);
    }
    // A preference met earns no score: Welding has no skill credit, its type and place fit.
    expect(scores.has('g')).toBe(false);
  });

  it('orders equal scores by evidence, then by the seeker’s preferences, never above more skills', () => {
    const jobs = [
      job('office', '2026-11-09', 'React', 'Node.js'),
      job('x-remote', '2026-11-01', 'React', 'Node.js'),
      job('less-remote', '2026-11-10', 'React', 'Kubernetes'),
    ];
    const index = indexOf(jobs);
    const remote = { ...seeker, preferences: { jobTypes: [], locations: [], remote: true, salaryMin: null } };
    expect(index.rank(remote, 0, 10).jobs.map((entry) => entry.id)).toEqual([
      'x-remote',
      'office',
      'less-remote',
    ]);
    const indifferent = { ...seeker, preferences: { ...remote.preferences, remote: false } };
    expect(index.rank(indifferent, 0, 10).jobs.map((entry) => entry.id)).toEqual([
      'office',
      'x-remote',
      'less-remote',
    ]);
  });

  it('pages through the same order', () => {
    const index = indexOf(catalogue);
    const all = index.rank(seeker, 0, 10).jobs;
    expect([...index.rank(seeker, 0, 2).jobs, ...index.rank(seeker, 2, 8).jobs]).toEqual(all);
  });

  it('forgets removed jobs and sees replaced ones with their new skills', () => {
    const index = indexOf(catalogue);
    const scoreOfD = () => index.rank(seeker, 0, 10).jobs.find((entry) => entry.id === 'd')?.score;
    const before = scoreOfD();
    index.remove('f');
    const replaced = job('d', '2026-11-04', 'React', 'Node.js');
    index.upsert(replaced);
    expect(index.rank(seeker, 0, 10).jobs.map((entry) => entry.id)).not.toContain('f');
    expect(scoreOfD()).toBe(scoreJob(seeker, replaced, index.queryFor(seeker), index, taxonomy).score);
    expect(scoreOfD()).toBeGreaterThan(before ?? 0);
    expect(index.size).toBe(5);
  });

  it('answers a seeker again from what it kept, until a job is added or removed', () => {
    const index = indexOf(catalogue);
    const ids = () => index.rank(seeker, 0, 10).jobs.map((entry) => entry.id);
    expect(ids()).toContain('f');
    expect(index.rank(seeker, 0, 10)).toBe(index.rank(seeker, 0, 10));
    index.remove('f');
    expect(ids()).not.toContain('f');
    index.upsert(job('g', '2026-11-07', 'React', 'Node.js', 'MySQL'));
    expect(ids()).toContain('g');
  });

  it('finds the newest rows a seeker scores at least a minimum on, as scoreJob scores them', () => {
    const index = indexOf(catalogue);
    const query = index.queryFor(seeker);
    const from = index.rowOf('b')!;
    const score = (id: string) =>
      scoreJob(
        seeker,
        catalogue.find((entry) => entry.id === id)!,
        query,
        index,
        taxonomy,
      ).score;
    const minimum = score('f');
    const expected = catalogue
      .filter((entry) => index.rowOf(entry.id)! >= from && score(entry.id) >= minimum)
      .map((entry) => entry.id);
    const found = index.rowsScoringFrom(seeker, from, minimum).map((row) => catalogue[row]!.id);
    expect(found.sort()).toEqual(expected.sort());
    // a is as good a match as f, but older than the rows asked for.
    expect(found).toContain('f');
    expect(found).not.toContain('a');
  });

  it('gives nothing to a seeker without skills', () => {
    expect(indexOf(catalogue).rank({ ...seeker, skills: [] }, 0, 10)).toEqual({
      jobs: [],
      total: 0,
      matching: 0,
    });
  });
});

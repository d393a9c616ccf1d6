import { describe, expect, it } from 'vitest';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { savedQuerySchema } from '@skillmatch/shared/schemas/saved-searches';
import type { SearchableJob } from '../../search';
import { SearchIndex } from '../../search';
import { filtersOf } from '../jobs/search-jobs';
import { alertIndex, alertKeys, scoringSkills } from './alert-keys';
import { InstantAlertIndex } from './instant-alert-index';

let made = 0;
function job(fields: Partial<SearchableJob> & { title: string; skills?: string[] }): SearchableJob {
  const { skills, skillKeys, skillIds } = jobSkillColumns(fields.skills ?? []);
  made++;
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    status: 'active',
    company: 'Acme',
    companySlug: 'acme',
    location: 'Lisbon, Portugal',
    type: 'Full-time',
    remote: false,
    category: 'Technology',
    salary: 50_000,
    postedDate: new Date().toISOString().slice(0, 10),
    createdAt: Date.now() * 1000,
    ...fields,
    skills,
    skillKeys,
    skillIds,
  };
}

/** What the alert's exact check (alert-matching.ts) answers: its search over an index of this one job. */
function finds(query: Record<string, unknown>, one: SearchableJob): boolean {
  const index = new SearchIndex();
  index.upsert(one);
  const filters = filtersOf({ ...savedQuerySchema.parse(query), page: 1 }, 1_000_000);
  return index.search(filters, 'newest', 1).total === 1;
}

/**
 * Whether a process's index of instant alerts makes the alert a candidate for the job, the alert's keys
 * as saved (`stored`) or, for an alert saved before the keying rule changed, made as it is read.
 */
function isCandidate(query: Record<string, unknown>, one: SearchableJob, stored = true): boolean {
  const index = new InstantAlertIndex();
  const alert = { query, minMatch: null, userId: 'someone' };
  index.upsert({
    ...alert,
    id: 'alert',
    name: 'An alert',
    email: null,
    query: query as Record<string, string>,
    frequency: 'instant',
    paused: false,
    confirmed: true,
    ...(stored ? alertIndex(alert) : { matchKeys: null, matchConditions: null }),
  });
  return index.searchCandidates(one, 1_000_000).length === 1;
}

const JOBS = [
  job({ title: 'Frontend Developer', skills: ['React', 'TypeScript'] }),
  job({ title: 'Front-end Engineer', skills: ['Vue.js'] }),
  job({ title: 'Golang Backend Engineer', skills: ['Go', 'PostgreSQL'], remote: true }),
  job({
    title: 'Platform Engineer',
    skills: ['Kubernetes', 'Node.js'],
    company: 'Globex',
    companySlug: 'globex',
  }),
  job({ title: 'C# .NET Developer', skills: ['C#', '.NET'], type: 'Contract' }),
  job({ title: 'Data Scientist', skills: ['Machine Learning', 'Python'], location: 'London, UK' }),
  job({ title: 'Pastry Chef', skills: ['Baking'], category: 'Logistics', location: null }),
  job({ title: 'Senior Full Stack Developer', skills: ['JavaScript', 'AWS'] }),
  job({ title: 'Front End Developer', skills: ['HTML'] }),
  job({ title: 'Data Engineer', skills: ['Spark', 'ML'], location: 'New York, NY' }),
  job({ title: 'Node.js Developer', skills: ['nodejs'], remote: true, location: 'Remote' }),
];

const QUERIES: Record<string, unknown>[] = [
  { q: 'frontend' },
  { q: 'front end' },
  { q: 'front-end developer' },
  { q: 'go lang' },
  { q: 'golang' },
  { q: 'go' },
  { q: 'node.js' },
  { q: 'nodejs' },
  { q: 'k8s' },
  { q: 'kubernetes engineer' },
  { q: '.net' },
  { q: 'c#' },
  { q: 'machine learning' },
  { q: 'ml engineer' },
  { q: 'UK' },
  { q: 'data scientist london' },
  { q: 'fullstack' },
  { q: 'full stack' },
  { q: 'dev' },
  { q: 'frontend developer' },
  { q: 'front end developer', type: 'Full-time' },
  { q: 'data engineer' },
  { q: 'machine learning engineer' },
  { q: 'nodejs developer' },
  { q: 'node developer' },
  { q: 'engineer new york' },
  { q: 'data', location: 'Remote' },
  { skills: ['node'] },
  { q: 'engineer', remote: 'true' },
  { q: 'chef', category: 'Logistics' },
  { skills: ['script'] },
  { skills: ['react'], q: 'developer' },
  { company: 'globex' },
  { category: 'Technology', type: 'Contract' },
  { remote: 'true' },
  { location: 'London' },
  { salaryMin: '40000' },
  {},
];

describe('the alert index', () => {
  it('lets through every job an alert finds', () => {
    const missed: string[] = [];
    let found = 0;
    for (const query of QUERIES) {
      for (const one of JOBS) {
        if (!finds(query, one)) continue;
        found++;
        for (const stored of [true, false]) {
          if (!isCandidate(query, one, stored)) missed.push(`${JSON.stringify(query)} → ${one.title}`);
        }
      }
    }
    expect(missed).toEqual([]);
    // The cases above are matches, not all misses.
    expect(found).toBeGreaterThan(QUERIES.length);
  });

  it('keeps an alert away from jobs it cannot find', () => {
    const chef = JOBS.find((one) => one.title === 'Pastry Chef')!;
    for (const query of [
      { q: 'kotlin' },
      { skills: ['react'] },
      { company: 'globex' },
      { q: 'engineer', remote: 'true' },
    ]) {
      expect(isCandidate(query, chef)).toBe(false);
    }
  });

  it('makes an alert a candidate only for jobs carrying every word of its search', () => {
    const engineer = JOBS.find((one) => one.title === 'Data Engineer')!;
    const candidate = (query: Record<string, unknown>) => isCandidate(query, engineer);
    expect(candidate({ q: 'data engineer' })).toBe(true);
    expect(candidate({ q: 'ml engineer' })).toBe(true);
    expect(candidate({ q: 'data scientist' })).toBe(false);
    expect(candidate({ q: 'software engineer' })).toBe(false);
    expect(candidate({ q: 'data engineer', remote: 'true' })).toBe(false);
  });

  it('keys a match alert without a search by its person, found through the job’s skills and their stand-ins', () => {
    expect(alertKeys({ query: {}, minMatch: 70, userId: 'someone' }).keys).toEqual(['seeker']);
    expect(alertKeys({ query: {}, minMatch: null, userId: 'someone' }).keys).toEqual(['any']);
    const react = JOBS[0]!;
    expect(scoringSkills(react)).toEqual(expect.arrayContaining(react.skillIds));
  });
});

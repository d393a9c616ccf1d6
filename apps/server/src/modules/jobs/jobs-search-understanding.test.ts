import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

describe('GET /api/jobs understands what people type: places, compounds, skill aliases, misspellings', () => {
  let app: App;

  const search = async (query: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: `/api/jobs?${new URLSearchParams(query)}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { total: number; jobs: { title: string }[]; didYouMean?: string };
  };
  const titles = async (query: Record<string, string>) =>
    (await search(query)).jobs.map((job) => job.title).sort();

  beforeAll(async () => {
    app = await createTestApp();
    const jobs = [
      { title: 'Data Engineer', location: 'London, United Kingdom', skills: ['Python'] },
      { title: 'Plant Manager', location: 'Milwaukee, WI', skills: ['Lean Manufacturing'] },
      { title: 'Ward Nurse', location: 'Kingswood, Australia', skills: ['Patient Care'] },
      { title: 'Data Analyst', location: 'Austin, TX', skills: ['Excel'] },
      { title: 'Support Agent', location: 'Denver, CO', skills: ['Zendesk'], remote: true },
      { title: 'Frontend Developer', location: 'Toronto, Canada', skills: ['React'] },
      { title: 'Front-End Engineer', location: 'Boston, MA', skills: ['Vue.js'] },
      { title: 'Front End Developer', location: 'Leeds, United Kingdom', skills: ['CSS'] },
      { title: 'Platform Engineer', location: 'Chicago, IL', skills: ['Kubernetes', 'Terraform'] },
      { title: 'API Developer', location: 'Seattle, WA', skills: ['Node.js', 'PostgreSQL'] },
      { title: 'Web Developer', location: 'Dublin, Ireland', skills: ['JavaScript', 'HTML'] },
    ];
    for (const job of jobs) await makeJob(app, { category: 'Technology', ...job });
  });
  afterAll(() => app.close());

  const inTheUk = ['Data Engineer', 'Front End Developer'];
  const inTheUs = [
    'API Developer',
    'Data Analyst',
    'Front-End Engineer',
    'Plant Manager',
    'Platform Engineer',
    'Support Agent',
  ];

  it('finds a country by its name, its code and the names people use; never by letters inside a city', async () => {
    for (const location of ['UK', 'uk', 'United Kingdom', 'GB', 'Great Britain', 'England', 'U.K.']) {
      expect([location, await titles({ location })]).toEqual([location, inTheUk]);
    }
    for (const location of ['US', 'USA', 'United States', 'america']) {
      expect([location, await titles({ location })]).toEqual([location, inTheUs]);
    }
    expect(await titles({ location: 'Australia' })).toEqual(['Ward Nurse']);
    expect(await titles({ location: 'Milwaukee' })).toEqual(['Plant Manager']);
    expect(await titles({ location: 'waukee' })).toEqual([]);
  });

  it('finds a state by its name or code, a city by its whole name, and both together', async () => {
    for (const location of ['TX', 'Texas', 'Austin', 'Austin, TX', 'austin tx', 'Austin, Texas, USA']) {
      expect([location, await titles({ location })]).toEqual([location, ['Data Analyst']]);
    }
    expect(await titles({ location: 'Washington' })).toEqual(['API Developer']);
    expect(await titles({ location: 'Leeds, UK' })).toEqual(['Front End Developer']);
    expect(await titles({ location: 'Leeds, US' })).toEqual([]);
  });

  it('reads "Remote" in the location as the remote filter', async () => {
    expect(await titles({ location: 'Remote' })).toEqual(['Support Agent']);
    expect(await titles({ location: 'Remote, USA' })).toEqual(['Support Agent']);
    expect(await titles({ location: 'Remote UK' })).toEqual([]);
  });

  it('finds a country named in the search text too', async () => {
    expect(await titles({ q: 'uk' })).toEqual(inTheUk);
    expect(await titles({ q: 'developer united kingdom' })).toEqual(['Front End Developer']);
  });

  it('finds the same jobs for "front-end", "front end" and "frontend"', async () => {
    const frontEnd = ['Front End Developer', 'Front-End Engineer', 'Frontend Developer'];
    for (const q of ['front-end', 'front end', 'frontend', 'Front-End', 'FRONTEND']) {
      expect([q, await titles({ q })]).toEqual([q, frontEnd]);
    }
    expect(await titles({ q: 'front end developer' })).toEqual(['Front End Developer', 'Frontend Developer']);
  });

  it('finds the jobs listing a skill by the names profiles understand: reactjs, nodejs, k8s', async () => {
    expect(await titles({ q: 'reactjs' })).toEqual(['Frontend Developer']);
    expect(await titles({ q: 'React.js' })).toEqual(['Frontend Developer']);
    expect(await titles({ q: 'nodejs' })).toEqual(['API Developer']);
    expect(await titles({ q: 'k8s' })).toEqual(['Platform Engineer']);
    expect(await titles({ q: 'postgres' })).toEqual(['API Developer']);
    expect(await titles({ q: 'vuejs' })).toEqual(['Front-End Engineer']);
  });

  it('offers a corrected search text when a misspelt word finds nothing, and only then', async () => {
    const misspelt = await search({ q: 'javascrpt' });
    expect(misspelt).toMatchObject({ total: 0, didYouMean: 'javascript' });
    const corrected = await search({ q: misspelt.didYouMean! });
    expect(corrected.jobs.map((job) => job.title)).toEqual(['Web Developer']);
    expect(corrected.didYouMean).toBeUndefined();
    expect(await search({ q: 'kubernetse' })).toMatchObject({ total: 0, didYouMean: 'kubernetes' });
    expect(await search({ q: 'platfrom engineer' })).toMatchObject({ didYouMean: 'platform engineer' });
    // Nothing close: no suggestion.
    expect((await search({ q: 'zzzzqqq' })).didYouMean).toBeUndefined();
    // Found as typed, though not many: no suggestion.
    expect((await search({ q: 'terraform' })).didYouMean).toBeUndefined();
  });
});

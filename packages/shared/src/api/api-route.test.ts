import { describe, expect, it } from 'vitest';
import { getJob, getUser, listMatches, listSavedJobs, searchJobs, suggestSkills } from './api-map';
import { apiUrl } from './api-route';

describe('apiUrl', () => {
  it('gives the path as it is when the call has no params or query', () => {
    expect(apiUrl(listSavedJobs)).toBe('/api/saved-jobs');
  });

  it('puts each param in the path, encoded as one path segment', () => {
    expect(apiUrl(getJob, { params: { id: 'a/b?c' } })).toBe('/api/jobs/a%2Fb%3Fc');
    expect(apiUrl(getUser, { params: { email: 'ann+jobs@example.com' } })).toBe(
      '/api/user/ann%2Bjobs%40example.com',
    );
  });

  it('refuses a path whose param is missing, as the types do', () => {
    // @ts-expect-error a job's URL needs the job's id
    expect(() => apiUrl(getJob, {})).toThrow('/api/jobs/:id needs its id');
  });

  it('writes the query in the order given, encoded, leaving out undefined values', () => {
    expect(
      apiUrl(searchJobs, {
        query: { q: 'c++ & rust', location: undefined, remote: true, salaryMin: 50_000 },
      }),
    ).toBe('/api/jobs?q=c%2B%2B+%26+rust&remote=true&salaryMin=50000');
    expect(apiUrl(suggestSkills, { query: { q: 'type script', limit: 8 } })).toBe(
      '/api/skills?q=type+script&limit=8',
    );
  });

  it('writes a list as repeated keys', () => {
    expect(apiUrl(listMatches, { query: { jobId: ['j1', 'j2'] } })).toBe('/api/matches?jobId=j1&jobId=j2');
  });

  it('leaves the question mark out when every query value is empty', () => {
    expect(apiUrl(searchJobs, { query: { q: undefined, location: '' } })).toBe('/api/jobs');
  });
});

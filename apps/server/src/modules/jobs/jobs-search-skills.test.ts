import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

type Facet = { value: string; count: number };

describe('GET /api/jobs skill facets: the current result’s own skills, with counts', () => {
  let app: App;

  const search = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/jobs?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { total: number; facets: { skills: Facet[] } };
  };
  const skillsOf = async (query: string) => (await search(query)).facets.skills;

  beforeAll(async () => {
    app = await createTestApp();
    const healthcare = [
      ['Patient Care', 'Triage', 'Electronic Health Records'],
      ['Patient Care', 'Phlebotomy'],
      ['Patient Care', 'Triage'],
    ];
    for (const [index, skills] of healthcare.entries()) {
      await makeJob(app, { title: `Nurse ${index}`, category: 'Healthcare', skills });
    }
    const technology = [
      ['React', 'SQL'],
      ['React Native', 'MySQL'],
      ['PostgreSQL', 'Go'],
    ];
    for (const [index, skills] of technology.entries()) {
      await makeJob(app, { title: `Engineer ${index}`, category: 'Technology', skills });
    }
    await makeJob(app, {
      title: 'Closed Nurse',
      category: 'Healthcare',
      skills: ['Patient Care'],
      status: 'closed',
    });
  });
  afterAll(() => app.close());

  it('offers a category’s own skills, most common first, counted over every match', async () => {
    expect(await skillsOf('category=Healthcare')).toEqual([
      { value: 'Patient Care', count: 3 },
      { value: 'Triage', count: 2 },
      { value: 'Electronic Health Records', count: 1 },
      { value: 'Phlebotomy', count: 1 },
    ]);
    const technology = (await skillsOf('category=Technology')).map((facet) => facet.value);
    expect(technology).not.toContain('Patient Care');
    expect(technology).toContain('React');
  });

  it('counts each skill as its filter keeps jobs: a skill’s text inside another’s counts too', async () => {
    const facets = await skillsOf('category=Technology');
    expect(facets).toContainEqual({ value: 'SQL', count: 3 });
    expect(facets).toContainEqual({ value: 'React', count: 2 });
    for (const { value, count } of facets) {
      const filtered = await search(`category=Technology&skills=${encodeURIComponent(value)}`);
      expect([value, filtered.total]).toEqual([value, count]);
    }
  });

  it('follows the search text and the other filters', async () => {
    expect(await skillsOf('q=engineer%202')).toEqual([
      { value: 'Go', count: 1 },
      { value: 'PostgreSQL', count: 1 },
    ]);
    expect(await skillsOf('q=zzz')).toEqual([]);
  });

  it('lists the skills filtered by first, with the total, and not again among the others', async () => {
    const facets = await skillsOf('skills=triage');
    expect(facets).toEqual([
      { value: 'Triage', count: 2 },
      { value: 'Patient Care', count: 2 },
      { value: 'Electronic Health Records', count: 1 },
    ]);
    // A skill no job has is still listed (so it can be unticked), with the total: none.
    expect(await skillsOf('skills=Underwater%20Welding')).toEqual([
      { value: 'underwater welding', count: 0 },
    ]);
  });

  it('offers at most twelve besides those filtered by', async () => {
    const many = Array.from({ length: 15 }, (_, index) => `Rare Skill ${String.fromCharCode(65 + index)}`);
    await makeJob(app, { title: 'Polymath', category: 'Design', skills: many });
    const facets = await skillsOf('category=Design');
    expect(facets).toHaveLength(12);
    expect(facets[0]).toEqual({ value: 'Rare Skill A', count: 1 });
    expect(await skillsOf('category=Design&skills=Rare%20Skill%20O')).toHaveLength(13);
  });

  it('counts the catalogue as it is now', async () => {
    expect(await skillsOf('category=Healthcare')).toContainEqual({ value: 'Phlebotomy', count: 1 });
    await makeJob(app, { title: 'Phlebotomist', category: 'Healthcare', skills: ['Phlebotomy'] });
    expect(await skillsOf('category=Healthcare')).toContainEqual({ value: 'Phlebotomy', count: 2 });
  });
});

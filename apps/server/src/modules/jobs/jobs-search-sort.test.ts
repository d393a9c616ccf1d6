import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

interface Answer {
  jobs: { id: string; title: string; postedDate: string }[];
  total: number;
  sort: string;
  sorts: string[];
}

describe('GET /api/jobs sorted by best match: the viewer’s score over the whole result', () => {
  let app: App;
  let admin: TestAccount;
  let seeker: TestAccount;
  let beginner: TestAccount;

  const search = async (query: string, viewer?: TestAccount): Promise<Answer> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/jobs?${query}`,
      headers: viewer ? { cookie: viewer.cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const titles = async (query: string, viewer?: TestAccount) =>
    (await search(query, viewer)).jobs.map((job) => job.title);

  /** The seeker's score per job, as the badges show it. */
  const scores = async (viewer: TestAccount, ids: string[]) => {
    const query = ids.map((id) => `jobId=${id}`).join('&');
    const response = await app.inject({
      method: 'GET',
      url: `/api/matches?${query}`,
      headers: { cookie: viewer.cookie },
    });
    const matches: { jobId: string; score: number }[] = response.json().matches;
    return new Map(matches.map((match) => [match.jobId, match.score]));
  };

  const saveProfile = async (account: TestAccount, skills: string[], jobPreferences?: object) => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/user/${encodeURIComponent(account.email)}`,
      headers: { ...sameOrigin(app), cookie: account.cookie },
      payload: {
        profile: { headline: 'Engineer', bio: 'I build things.', location: 'Lisbon', skills, jobPreferences },
      },
    });
    expect(response.statusCode).toBe(200);
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
    seeker = await signUp(app, { name: 'Sam Seeker' });
    beginner = await signUp(app, { name: 'Bea Beginner' });
    // The best match is the oldest posting: newest first would list it last.
    const postings = [
      { title: 'Full-stack Engineer', skills: ['React', 'Node.js', 'PostgreSQL'], postedDate: '2026-10-01' },
      { title: 'Frontend Engineer', skills: ['React', 'CSS', 'Figma'], postedDate: '2026-10-20' },
      { title: 'Twin Frontend Engineer', skills: ['React', 'CSS', 'Figma'], postedDate: '2026-10-25' },
      { title: 'Data Analyst', skills: ['Python', 'SQL'], postedDate: '2026-11-01' },
      { title: 'Nurse', skills: ['Patient care'], category: 'Healthcare' as const, postedDate: '2026-11-05' },
      { title: 'Backend Engineer', skills: ['Node.js', 'Go'], postedDate: '2026-11-10' },
      { title: 'Welder', skills: ['Welding'], category: 'Logistics' as const, postedDate: '2026-11-15' },
    ];
    for (const posting of postings) await makeJob(app, posting);
    await makeJob(app, { title: 'Closed React Role', skills: ['React', 'Node.js'], status: 'closed' });
    await saveProfile(seeker, ['React', 'Node.js', 'PostgreSQL']);
  });
  afterAll(() => app.close());

  /** The answer's jobs are in the viewer's score order, highest first, newest first among equals. */
  const expectBestFirst = async (answer: Answer, viewer: TestAccount) => {
    const score = await scores(
      viewer,
      answer.jobs.map((job) => job.id),
    );
    const listed = answer.jobs.map((job) => ({ score: score.get(job.id) ?? 0, posted: job.postedDate }));
    for (let index = 1; index < listed.length; index++) {
      const [before, after] = [listed[index - 1]!, listed[index]!];
      expect(before.score).toBeGreaterThanOrEqual(after.score);
      if (before.score === after.score) expect(before.posted >= after.posted).toBe(true);
    }
    return listed.map((job) => job.score);
  };

  it('orders every match by the seeker’s score, highest first, and newest first among equal scores', async () => {
    const answer = await search('sort=match', seeker);
    expect(answer).toMatchObject({ sort: 'match', total: 7 });
    const listed = await expectBestFirst(answer, seeker);
    expect(listed[0]).toBeGreaterThan(listed[1]!);
    // Scores down to jobs the seeker has nothing for (Welder, Nurse), which come last.
    expect(listed.at(-1)).toBe(0);
    const order = answer.jobs.map((job) => job.title);
    expect(order.slice(-2)).toEqual(['Welder', 'Nurse']);
    // Equal skills, equal score: the newer twin first.
    expect(order.indexOf('Twin Frontend Engineer')).toBe(order.indexOf('Frontend Engineer') - 1);
    expect(order).not.toEqual(await titles('sort=newest', seeker));
  });

  it('ranks the whole result, not a page: page by page it is the same order', async () => {
    const whole = await titles('sort=match', seeker);
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++)
      paged.push(...(await titles(`sort=match&pageSize=2&page=${page}`, seeker)));
    expect(paged).toEqual(whole);
    expect(await titles('sort=match&pageSize=1', seeker)).toEqual(['Full-stack Engineer']);
  });

  it('orders only what the search and filters match', async () => {
    const engineers = await search('sort=match&q=engineer', seeker);
    expect(engineers.jobs.map((job) => job.title).sort()).toEqual([
      'Backend Engineer',
      'Frontend Engineer',
      'Full-stack Engineer',
      'Twin Frontend Engineer',
    ]);
    await expectBestFirst(engineers, seeker);
    expect(engineers.jobs[0]!.title).toBe('Full-stack Engineer');
    expect(await titles('sort=match&skills=css', seeker)).toEqual([
      'Twin Frontend Engineer',
      'Frontend Engineer',
    ]);
    expect(await titles('sort=match&category=Healthcare', seeker)).toEqual(['Nurse']);
  });

  it('is the default for a seeker with skills; relevance is, with search text', async () => {
    expect(await search('', seeker)).toMatchObject({ sort: 'match', sorts: ['match', 'newest', 'salary'] });
    expect(await titles('', seeker)).toEqual(await titles('sort=match', seeker));
    expect(await search('q=engineer', seeker)).toMatchObject({
      sort: 'relevance',
      sorts: ['match', 'relevance', 'newest', 'salary'],
    });
  });

  it('is not offered to visitors or seekers without skills, who get newest first when they ask for it', async () => {
    const newest = await titles('sort=newest');
    for (const viewer of [undefined, beginner]) {
      expect(await search('', viewer)).toMatchObject({ sort: 'newest', sorts: ['newest', 'salary'] });
      expect(await search('sort=match', viewer)).toMatchObject({ sort: 'newest' });
      expect(await titles('sort=match', viewer)).toEqual(newest);
      expect(await search('q=engineer', viewer)).toMatchObject({
        sort: 'relevance',
        sorts: ['relevance', 'newest', 'salary'],
      });
    }
    // Relevance needs text to be relevant to.
    expect(await search('sort=relevance', seeker)).toMatchObject({ sort: 'newest' });
  });

  it('is each viewer’s own: a visitor never gets a seeker’s order, nor a seeker a visitor’s kept answer', async () => {
    const url = 'sort=match&pageSize=3';
    const seekers = await titles(url, seeker);
    const visitors = await titles(url);
    expect(visitors).toEqual(await titles('sort=newest&pageSize=3'));
    expect(seekers).not.toEqual(visitors);
    expect(await titles(url, seeker)).toEqual(seekers);
    expect(await titles(url)).toEqual(visitors);
  });

  it('follows the seeker’s skills and the catalogue as they change', async () => {
    const other = await signUp(app, { name: 'Pat Python' });
    await saveProfile(other, ['Python', 'SQL']);
    expect((await titles('sort=match', other))[0]).toBe('Data Analyst');
    await saveProfile(other, ['Welding']);
    expect((await titles('sort=match', other))[0]).toBe('Welder');
    await makeJob(app, {
      title: 'Senior Welder',
      skills: ['Welding', 'Welding inspection'],
      postedDate: '2026-11-20',
    });
    // Welder asks only for what the seeker has; Senior Welder also for an inspection they lack.
    expect((await titles('sort=match', other)).slice(0, 2)).toEqual(['Welder', 'Senior Welder']);
  });

  it('scores no preference: a job that only fits the seeker’s preferences scores nothing, like one that fits nothing', async () => {
    const mover = await signUp(app, { name: 'Mo Mover' });
    await saveProfile(mover, ['Welding'], { jobTypes: ['Contract'], locations: [], remote: false });
    const contract = await makeJob(app, {
      title: 'Contract Gardener',
      skills: ['Gardening'],
      type: 'Contract',
      postedDate: '2026-09-01',
    });
    const answer = await search('sort=match&pageSize=50', mover);
    const score = await scores(
      mover,
      answer.jobs.map((job) => job.id),
    );
    const order = answer.jobs.map((job) => job.title);
    // Preferences order equal matches only (score version 4): the oldest job, with no skill, comes last.
    expect(score.get(contract.id)).toBe(0);
    const firstWithout = answer.jobs.findIndex((job) => !score.get(job.id));
    expect(order.indexOf('Contract Gardener')).toBeGreaterThanOrEqual(firstWithout);
  });

  it('lets an administrator sort every status by match; closed jobs have no score and come last', async () => {
    await saveProfile(admin, ['React', 'Node.js']);
    const all = await titles('status=all&sort=match&pageSize=50', admin);
    expect(all.at(-1)).not.toBe('Full-stack Engineer');
    expect(all.indexOf('Closed React Role')).toBeGreaterThan(all.indexOf('Frontend Engineer'));
  });
});

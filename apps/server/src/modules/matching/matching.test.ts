import { eq, inArray } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { users } from '@skillmatch/db/schema/auth';
import { profiles } from '@skillmatch/db/schema/profiles';
import { resumes } from '@skillmatch/db/schema/resumes';
import { savedJobs } from '@skillmatch/db/schema/saved-jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import type { App } from '../../app-types';

describe('recommendations, match badges and candidates', () => {
  let app: App;
  let seeker: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  const jobIds: Record<string, string> = {};

  const get = (viewer: TestAccount | null, url: string) =>
    app.inject({ method: 'GET', url, headers: viewer ? { cookie: viewer.cookie } : {} });
  const recommendationsOf = (viewer: TestAccount | null, email: string, query = '') =>
    get(viewer, `/api/recommendations?email=${encodeURIComponent(email)}${query}`);

  async function saveSkills(account: TestAccount, skills: string[]) {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/user/${encodeURIComponent(account.email)}`,
      headers: { cookie: account.cookie, origin: new URL(app.config.publicUrl).origin },
      payload: { profile: { headline: 'Engineer', bio: 'I build things.', location: 'Lisbon', skills } },
    });
    expect(response.statusCode).toBe(200);
  }

  beforeAll(async () => {
    app = await createTestApp();
    seeker = await signUp(app, { name: 'Sam Seeker' });
    other = await signUp(app, { name: 'Olga Other' });
    admin = await signUpAdmin(app);
    const postings = {
      fullStack: { skills: ['React', 'Node.js', 'PostgreSQL'], postedDate: '2026-11-10' },
      frontend: { skills: ['React', 'TypeScript', 'CSS', 'Figma'], postedDate: '2026-11-09' },
      data: { skills: ['Python', 'SQL', 'Tableau'], postedDate: '2026-11-08' },
      closed: { skills: ['React', 'Node.js'], postedDate: '2026-11-07', status: 'closed' as const },
      nursing: { skills: ['Patient care', 'Electronic health records'], postedDate: '2026-11-06' },
    };
    for (const [name, overrides] of Object.entries(postings))
      jobIds[name] = (await makeJob(app, overrides)).id;
    await saveSkills(seeker, ['reactjs', 'node', 'Postgres', 'MySQL']);
    await saveSkills(other, ['Python']);
  });

  afterAll(() => app.close());

  it('ranks the seeker’s jobs by score with reasons, in the recommendation’s shape, closed jobs left out', async () => {
    const response = await recommendationsOf(seeker, seeker.email);
    expect(response.statusCode).toBe(200);
    const items = response.json();
    const ids = items.map((item: { jobDetails: { id: string } }) => item.jobDetails.id);
    expect(ids[0]).toBe(jobIds.fullStack);
    expect(ids).toContain(jobIds.frontend);
    expect(ids).not.toContain(jobIds.closed);
    expect(response.headers['x-total-count']).toBe(String(ids.length));
    const [best] = items;
    // Every skill of the job, three of the seeker's four skills (no job asks for MySQL).
    expect(best.reasons).toMatchObject({
      matched: ['React', 'Node.js', 'PostgreSQL'],
      // The seeker's skills by name ("reactjs" is React), as everywhere skills are shown.
      used: ['React', 'Node.js', 'PostgreSQL'],
      profileSkillCount: 4,
      coverage: 100,
    });
    // Every skill of the job: the whole score.
    expect(best.match_score).toBe(100);
    expect(best.match_score).toBeGreaterThan(items[1].match_score);
    expect(best.jobDetails).toMatchObject({
      _id: jobIds.fullStack,
      title: expect.any(String),
      isApplied: false,
    });
    // SQL is stood in for by the seeker's Postgres (PostgreSQL): partial credit, said in words.
    const data = items.find((item: { jobDetails: { id: string } }) => item.jobDetails.id === jobIds.data);
    expect(data.reasons.related).toContainEqual(
      expect.objectContaining({ skill: 'SQL', via: 'PostgreSQL', basis: 'related' }),
    );
    expect(data.reasons.matched).toEqual([]);
    const frontend = items.find(
      (item: { jobDetails: { id: string } }) => item.jobDetails.id === jobIds.frontend,
    );
    expect(frontend.reasons.matched).toEqual(['React']);
    for (const item of items) expect(item.match_score).toBeGreaterThanOrEqual(item.reasons.coverage);
  });

  it('pages with page and pageSize, the total in X-Total-Count', async () => {
    const all = (await recommendationsOf(seeker, seeker.email)).json();
    const second = await recommendationsOf(seeker, seeker.email, '&page=2&pageSize=2');
    expect(second.json()).toEqual(all.slice(2, 4));
    expect(second.headers['x-total-count']).toBe('3');
  });

  it('marks jobs the seeker applied to', async () => {
    await app.db.insert(applications).values({
      userId: seeker.id,
      jobId: jobIds.frontend,
      motivation: 'I would love to build accessible interfaces with your team, every day of the week.',
      jobTitle: 'Frontend',
      company: 'Test',
      jobType: 'Full-time',
    });
    const items = (await recommendationsOf(seeker, seeker.email)).json();
    const applied = Object.fromEntries(
      items.map((item: { jobDetails: { id: string; isApplied: boolean } }) => [
        item.jobDetails.id,
        item.jobDetails.isApplied,
      ]),
    );
    expect(applied).toEqual({ [jobIds.fullStack!]: false, [jobIds.frontend!]: true, [jobIds.data!]: false });
  });

  it('answers at once what another process changed: a saved job, a withdrawal, new skills', async () => {
    const marks = async () =>
      Object.fromEntries(
        (await recommendationsOf(seeker, seeker.email))
          .json()
          .map((item: { jobDetails: { id: string; isSaved: boolean; isApplied: boolean } }) => [
            item.jobDetails.id,
            [item.jobDetails.isSaved, item.jobDetails.isApplied],
          ]),
      );
    expect((await marks())[jobIds.data!]).toEqual([false, false]);
    // Written straight to the database, as another process would: this process kept the answer above.
    await app.db
      .insert(savedJobs)
      .values({ userId: seeker.id, jobId: jobIds.data!, jobTitle: 'Data Engineer', company: 'Acme' });
    expect((await marks())[jobIds.data!]).toEqual([true, false]);
    const withdraw = (status: string) =>
      app.db.update(applications).set({ status }).where(eq(applications.userId, seeker.id));
    await withdraw('Withdrawn');
    expect((await marks())[jobIds.frontend!]).toEqual([false, false]);
    await withdraw('Applied');
    await app.db.delete(savedJobs).where(eq(savedJobs.userId, seeker.id));
    await app.db.update(profiles).set({ skills: [], skillIds: [] }).where(eq(profiles.userId, seeker.id));
    expect(await marks()).toEqual({});
    await saveSkills(seeker, ['reactjs', 'node', 'Postgres', 'MySQL']);
    expect(Object.keys(await marks())).toHaveLength(3);
  });

  it('shows a seeker only their own recommendations; administrators see anyone’s', async () => {
    expect((await recommendationsOf(seeker, other.email)).statusCode).toBe(403);
    expect((await recommendationsOf(null, seeker.email)).statusCode).toBe(401);
    const asAdmin = await recommendationsOf(admin, other.email);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()[0].jobDetails.id).toBe(jobIds.data);
  });

  it('gives a seeker without skills an empty list', async () => {
    const newcomer = await signUp(app);
    const response = await recommendationsOf(newcomer, newcomer.email);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('follows the catalogue: a new job appears, a closed one disappears', async () => {
    const created = await makeJob(app, { skills: ['React', 'Node.js'], postedDate: '2026-11-11' });
    let ids = (await recommendationsOf(seeker, seeker.email))
      .json()
      .map((item: { jobDetails: { id: string } }) => item.jobDetails.id);
    expect(ids).toContain(created.id);
    const closed = await app.inject({
      method: 'PATCH',
      url: `/api/jobs/${created.id}`,
      headers: { cookie: admin.cookie, origin: new URL(app.config.publicUrl).origin },
      payload: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
    ids = (await recommendationsOf(seeker, seeker.email))
      .json()
      .map((item: { jobDetails: { id: string } }) => item.jobDetails.id);
    expect(ids).not.toContain(created.id);
  });

  it('scores listed jobs for the signed-in seeker, the same score as the recommendations', async () => {
    const response = await get(
      seeker,
      `/api/matches?jobId=${jobIds.data}&jobId=${jobIds.fullStack}&jobId=nope`,
    );
    expect(response.statusCode).toBe(200);
    const scores = Object.fromEntries(
      response.json().matches.map((match: { jobId: string; score: number }) => [match.jobId, match.score]),
    );
    const recommended = (await recommendationsOf(seeker, seeker.email)).json();
    const recommendedScore = (id: string) =>
      recommended.find((item: { jobDetails: { id: string } }) => item.jobDetails.id === id).match_score;
    expect(scores[jobIds.data!]).toBe(recommendedScore(jobIds.data!));
    expect(scores[jobIds.fullStack!]).toBe(recommendedScore(jobIds.fullStack!));
    expect(scores.nope).toBeUndefined();
    expect((await get(null, `/api/matches?jobId=${jobIds.data}`)).statusCode).toBe(401);
  });

  it('ranks a job’s applicants and other seekers for administrators only', async () => {
    expect((await get(seeker, `/api/jobs/${jobIds.frontend}/candidates`)).statusCode).toBe(403);
    const response = await get(admin, `/api/jobs/${jobIds.data}/candidates`);
    expect(response.statusCode).toBe(200);
    const { applicants, others, othersTotal } = response.json();
    expect(applicants).toEqual([]);
    // Python is the data job's first skill: Olga first.
    expect(others[0].person.email).toBe(other.email);
    expect(othersTotal).toBe(others.length);

    const frontend = (await get(admin, `/api/jobs/${jobIds.frontend}/candidates`)).json();
    expect(frontend.applicants).toHaveLength(1);
    expect(frontend.applicants[0]).toMatchObject({ person: { email: seeker.email }, status: 'Applied' });
    expect(frontend.others.map((entry: { person: { email: string } }) => entry.person.email)).not.toContain(
      seeker.email,
    );
    expect((await get(admin, '/api/jobs/not-a-job/candidates')).statusCode).toBe(404);
  });

  it('shows recruiters each applicant’s motivation, profile, resume and whether the account is disabled', async () => {
    const candidates = async () => (await get(admin, `/api/jobs/${jobIds.frontend}/candidates`)).json();
    const [applicant] = (await candidates()).applicants;
    expect(applicant).toMatchObject({
      motivation: 'I would love to build accessible interfaces with your team, every day of the week.',
      person: { id: seeker.id, name: 'Sam Seeker', email: seeker.email, disabled: false },
      profile: {
        headline: 'Engineer',
        location: 'Lisbon',
        skills: ['React', 'Node.js', 'PostgreSQL', 'MySQL'],
      },
      resume: null,
    });
    const dataCandidates = async () => (await get(admin, `/api/jobs/${jobIds.data}/candidates`)).json();
    expect((await dataCandidates()).others).toContainEqual(
      expect.objectContaining({
        person: { id: other.id, name: 'Olga Other', email: other.email, disabled: false },
        profile: { headline: 'Engineer', location: 'Lisbon', skills: ['Python'] },
      }),
    );

    await app.db
      .insert(resumes)
      .values({ userId: seeker.id, storageKey: 'resumes/sam.pdf', fileName: 'sam-seeker.pdf', size: 48_213 });
    await app.db
      .update(users)
      .set({ banned: true })
      .where(inArray(users.id, [seeker.id, other.id]));
    const after = await candidates();
    // A disabled applicant stays listed, marked; a disabled seeker who did not apply is left out.
    expect(after.applicants[0]).toMatchObject({
      person: { disabled: true },
      resume: { fileName: 'sam-seeker.pdf', size: 48_213 },
    });
    expect((await dataCandidates()).others).toEqual([]);
    expect((await dataCandidates()).othersTotal).toBe(0);
    await app.db
      .update(users)
      .set({ banned: false })
      .where(inArray(users.id, [seeker.id, other.id]));
    await app.db.delete(resumes).where(eq(resumes.userId, seeker.id));
  });

  it('adds a missing skill to the profile in one call, which raises that job’s score', async () => {
    const before = (await get(seeker, `/api/matches?jobId=${jobIds.data}`)).json().matches[0];
    expect(before.reasons.missing).toContain('Tableau');
    const add = (skill: string, viewer = seeker, email = seeker.email) =>
      app.inject({
        method: 'POST',
        url: `/api/user/${encodeURIComponent(email)}/skills`,
        headers: { cookie: viewer.cookie, origin: new URL(app.config.publicUrl).origin },
        payload: { skill },
      });
    const added = await add('Tableau');
    expect(added.statusCode).toBe(200);
    expect(added.json().user.profile.skills).toEqual(['reactjs', 'node', 'Postgres', 'MySQL', 'Tableau']);
    expect((await add('tableau')).json().user.profile.skills).toHaveLength(5);
    const after = (await get(seeker, `/api/matches?jobId=${jobIds.data}`)).json().matches[0];
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.reasons.matched).toContain('Tableau');
    expect((await add('Figma', other, seeker.email)).statusCode).toBe(403);
    const blank = await add('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Skill is required/);
  });

  it('suggests taxonomy skills for autocomplete, aliases as their canonical skill', async () => {
    expect((await get(null, '/api/skills?q=k8')).json()).toEqual({ skills: ['Kubernetes'] });
    expect((await get(null, '/api/skills?q=reac&limit=3')).json().skills).toContain('React');
    expect((await get(null, '/api/skills?q=%20')).statusCode).toBe(400);
  });
});

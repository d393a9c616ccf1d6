import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@skillmatch/db/schema/jobs';
import { profiles } from '@skillmatch/db/schema/profiles';
import { contactMessages } from '@skillmatch/db/schema/contact-messages';
import { applications } from '@skillmatch/db/schema/applications';
import type { App } from './app-types';
import { createTestApp } from '../test/test-app';
import { headersAs, sameOrigin, signUp, signUpAdmin, type TestAccount } from '../test/accounts';
import { makeJob } from '../test/job-factory';

/**
 * What the API stores of what it is sent: which text it accepts (and in what form), and how collisions
 * and the database's own refusals answer. Who may call what, and calls from other pages: security.test.ts.
 */

const PROFILE = { headline: 'Engineer', bio: 'I build things.', location: 'Lisbon', skills: ['Go'] };

let app: App;
let seeker: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  app = await createTestApp({
    extraRoutes: (scoped) => {
      // A change the database's own check stops (what two admins saving at once can produce).
      scoped.post<{ Body: { id: string } }>(
        '/api/test-salary-check',
        { config: { access: 'public' } },
        async (request) => {
          await scoped.db
            .update(jobs)
            .set({ salaryMin: sql`${jobs.salaryMax} + 1` })
            .where(eq(jobs.id, request.body.id));
          return {};
        },
      );
    },
  });
  seeker = await signUp(app, { password: 'seeker password 4711' });
  admin = await signUpAdmin(app);
  const saved = await app.inject({
    method: 'PATCH',
    url: `/api/user/${seeker.email}`,
    headers: headersAs(app, seeker),
    payload: { profile: PROFILE },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => app.close());

describe('text rules', () => {
  const profileOf = async (account: TestAccount) =>
    (await app.db.select().from(profiles).where(eq(profiles.userId, account.id)))[0];

  it.each([
    [
      'a NUL character',
      'Engineer\u0000',
      'Professional headline cannot contain line breaks or control characters',
    ],
    [
      'a control character',
      'Engi\u0007neer',
      'Professional headline cannot contain line breaks or control characters',
    ],
    ['a line break', 'Engi\nneer', 'Professional headline cannot contain line breaks or control characters'],
    ['only spaces', '   ', 'Professional headline is required'],
  ])('refuses a headline with %s and keeps the profile', async (_case, headline, message) => {
    const before = await profileOf(seeker);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/user/${seeker.email}`,
      headers: headersAs(app, seeker),
      payload: { profile: { ...PROFILE, headline } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { 'profile.headline': message } });
    expect(await profileOf(seeker)).toEqual(before);
  });

  it('says how long a bio may be, keeps line breaks in it, and stores text in one Unicode form', async () => {
    const tooLong = await app.inject({
      method: 'PATCH',
      url: `/api/user/${seeker.email}`,
      headers: headersAs(app, seeker),
      payload: { profile: { ...PROFILE, bio: 'x'.repeat(4001) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Bio must be at most 4,000 characters');

    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/user/${seeker.email}`,
      headers: headersAs(app, seeker),
      payload: { profile: { ...PROFILE, headline: 'Cafe\u0301 owner', bio: 'Line one\r\nLine\ttwo' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.profile).toMatchObject({
      headline: 'Caf\u00e9 owner',
      bio: 'Line one\nLine\ttwo',
    });
  });

  it('refuses NUL in every kind of text the API stores, storing nothing', async () => {
    const job = await makeJob(app);
    const jobsBefore = (await app.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n;
    const refusals = [
      {
        method: 'POST',
        url: '/api/jobs',
        who: admin,
        payload: { title: 'A\u0000', company: 'B', location: 'C', category: 'Technology', description: 'D' },
      },
      { method: 'PATCH', url: `/api/jobs/${job.id}`, who: admin, payload: { description: 'Nul\u0000here' } },
      {
        method: 'POST',
        url: '/api/applications',
        who: seeker,
        payload: { jobId: job.id, motivation: `${'I want this job. '.repeat(4)}\u0000` },
      },
      {
        method: 'POST',
        url: `/api/user/${seeker.email}/skills`,
        who: seeker,
        payload: { skill: 'Go\u0000' },
      },
      { method: 'POST', url: '/api/user', who: seeker, payload: { displayName: 'Ada\u0000' } },
      {
        method: 'POST',
        url: '/api/contact',
        who: null,
        payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello there\u0000, SkillMatch' },
      },
      {
        method: 'PUT',
        url: '/api/admin/settings',
        who: admin,
        payload: {
          siteName: 'Skill\u0000Match',
          signUpOpen: true,
          jobsPageSize: 20,
          strongMatchThreshold: 80,
        },
      },
    ] as const;
    for (const { method, url, who, payload } of refusals) {
      const response = await app.inject({ method, url, headers: headersAs(app, who), payload });
      expect(`${method} ${url} ${response.statusCode} ${response.json().message}`).toMatch(
        new RegExp(`^${method} ${url.replace(/[/.]/g, '\\$&')} 400 .*cannot contain`),
      );
    }
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n).toBe(jobsBefore);
    expect(await app.db.select().from(applications).where(eq(applications.userId, seeker.id))).toEqual([]);
    expect(await app.db.select().from(contactMessages)).toEqual([]);
    const [stored] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stored?.description).toBe('A role created by a test.');
  });

  it('refuses NUL in a name given to the account library, with a readable answer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin(app),
      payload: { email: 'nul-name@example.com', name: 'Ada\u0000', password: 'a good password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cannot contain/);
  });
});

describe('collisions and database refusals', () => {
  it('answers two administrators saving clashing salaries at once with one success and one readable refusal', async () => {
    const job = await makeJob(app, { salaryMin: 40_000, salaryMax: 200_000 });
    const [first, second] = await Promise.all([
      app.inject({
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        headers: headersAs(app, admin),
        payload: { salaryMin: 150_000 },
      }),
      app.inject({
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        headers: headersAs(app, admin),
        payload: { salaryMax: 50_000 },
      }),
    ]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const refused = first!.statusCode === 200 ? second! : first!;
    expect(refused.json().message).toMatch(/^Minimum salary cannot be above the maximum/);
    const [stored] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stored!.salaryMin! <= stored!.salaryMax!).toBe(true);
  });

  it('turns a database check the request breaks into a readable 409, not a 500', async () => {
    const job = await makeJob(app, { salaryMin: 40_000, salaryMax: 50_000 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-salary-check',
      headers: sameOrigin(app),
      payload: { id: job.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^Minimum salary/),
    });
  });
});

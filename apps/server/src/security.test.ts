import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@skillmatch/db/schema/jobs';
import { profiles } from '@skillmatch/db/schema/profiles';
import { contactMessages } from '@skillmatch/db/schema/contact-messages';
import { applications } from '@skillmatch/db/schema/applications';
import type { App } from './app-types';
import { createTestApp } from '../test/test-app';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../test/accounts';
import { makeJob } from '../test/job-factory';

/**
 * The rules that keep the API safe from careless clients and attackers, in one place: who may call
 * what (before any input is looked at), what text is accepted, how collisions and database refusals
 * answer, which calls must come from our own pages, and what the framework's own refusals look like
 * (the log's secrets: logging.test.ts).
 */

const PROFILE = { headline: 'Engineer', bio: 'I build things.', location: 'Lisbon', skills: ['Go'] };

let app: App;
let seeker: TestAccount;
let other: TestAccount;
let admin: TestAccount;

const as = (account: TestAccount | null, headers: Record<string, string> = {}) => ({
  ...sameOrigin(app),
  ...(account ? { cookie: account.cookie } : {}),
  ...headers,
});

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
  other = await signUp(app);
  admin = await signUpAdmin(app);
  const saved = await app.inject({
    method: 'PATCH',
    url: `/api/user/${seeker.email}`,
    headers: as(seeker),
    payload: { profile: PROFILE },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => app.close());

describe('who may call what', () => {
  /** Routes anyone may call; every other API route must refuse a visitor. */
  const PUBLIC = new Set([
    'GET /api/health',
    'GET /api/ready',
    'POST /api/contact',
    'POST /api/newsletter',
    'GET /api/site/stats',
    'GET /api/site/stories',
    'GET /api/session',
    'POST /api/jwt',
    'POST /api/logout',
    'GET /api/jobs',
    'GET /api/jobs/{id}',
    'GET /api/jobs/{id}/applying',
    'GET /api/jobs/{id}/related',
    'GET /api/skills',
    // A company's public page and its logo.
    'GET /api/companies/{slug}',
    'GET /api/companies/{slug}/logo',
    // An invitation link shows its offer to whoever opens it; accepting needs the account.
    'GET /api/invitations/{token}',
    // A job alert email's signed links: manage the alert, one-click unsubscribe (the token decides).
    'GET /api/saved-searches/{id}/link',
    'PATCH /api/saved-searches/{id}/link',
    'DELETE /api/saved-searches/{id}/link',
    'POST /api/saved-searches/{id}/unsubscribe',
    // A visitor's job alert, and its confirmation link.
    'POST /api/saved-searches/guest',
    'POST /api/saved-searches/{id}/confirm',
    // A candidate's reply from the mail relay: its relay secret and the signed reply address decide.
    'POST /api/inbound-email',
  ]);
  /** Routes for administrators outside /api/admin. */
  const ADMIN = new Set([
    'POST /api/jobs',
    'PATCH /api/jobs/{id}',
    'DELETE /api/jobs/{id}',
    'GET /api/jobs/{id}/candidates',
    'PATCH /api/applications/{id}',
  ]);

  async function everyRoute() {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/test-'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
      );
  }

  /** The path with another person's address and a made-up id; the query and body are nonsense. */
  const nonsense = (method: string, path: string, account: TestAccount | null) =>
    app.inject({
      method: method as 'GET',
      url: `${path.replace('{email}', encodeURIComponent(other.email)).replace('{id}', 'not-an-id')}?email=${encodeURIComponent(other.email)}&page=nonsense&pageSize=-4&jobId=x`,
      headers: as(account),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { nonsense: '\u0000'.repeat(3) } }),
    });

  it('refuses a visitor on every route that is not public, before validating anything', async () => {
    const routes = (await everyRoute()).filter(({ method, path }) => !PUBLIC.has(`${method} ${path}`));
    expect(routes.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const { method, path } of routes) {
      const response = await nonsense(method, path, null);
      answers.push(`${method} ${path} ${response.statusCode}`);
    }
    expect(answers).toEqual(routes.map(({ method, path }) => `${method} ${path} 401`));
  });

  it('refuses a seeker on administrators’ routes and on other people’s records, before validating anything', async () => {
    const routes = (await everyRoute()).filter(
      ({ method, path }) =>
        path.startsWith('/api/admin') || ADMIN.has(`${method} ${path}`) || path.includes('{email}'),
    );
    expect(routes.length).toBeGreaterThan(15);
    const answers: string[] = [];
    for (const { method, path } of routes) {
      const response = await nonsense(method, path, seeker);
      answers.push(`${method} ${path} ${response.statusCode}`);
    }
    expect(answers).toEqual(routes.map(({ method, path }) => `${method} ${path} 403`));
  });

  it('refuses recommendations for someone else before looking at the paging', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/recommendations?email=${encodeURIComponent(other.email)}&page=-1`,
      headers: as(seeker),
    });
    expect(response.statusCode).toBe(403);
  });
});

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
      headers: as(seeker),
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
      headers: as(seeker),
      payload: { profile: { ...PROFILE, bio: 'x'.repeat(4001) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Bio must be at most 4,000 characters');

    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/user/${seeker.email}`,
      headers: as(seeker),
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
      const response = await app.inject({ method, url, headers: as(who), payload });
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
        headers: as(admin),
        payload: { salaryMin: 150_000 },
      }),
      app.inject({
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        headers: as(admin),
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

describe('calls from other pages', () => {
  const save = (headers: Record<string, string>) =>
    app.inject({
      method: 'PATCH',
      url: `/api/user/${seeker.email}`,
      headers: { cookie: seeker.cookie, ...headers },
      payload: { profile: PROFILE },
    });

  it('refuses a signed-in change that says neither its origin nor that it is same-origin', async () => {
    const response = await save({});
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/did not say it came from SkillMatch’s own pages/);
  });

  it('refuses another origin or a cross-site fetch, and accepts our origin or a same-origin fetch', async () => {
    expect((await save({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await save({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await save({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await save({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await save(sameOrigin(app))).statusCode).toBe(200);
  });

  it('lets a visitor without a session subscribe without an Origin (nothing of theirs to forge)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'no-origin@example.com' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("the framework's own refusals", () => {
  it('answers a URL that does not decode with the error shape, a request id and the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/jobs/%' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/address/) });
    expect(response.headers['x-request-id']).toBe(response.json().requestId);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

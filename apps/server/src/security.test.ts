import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app-types';
import { createTestApp } from '../test/test-app';
import { headersAs, sameOrigin, signUp, type TestAccount } from '../test/accounts';

/**
 * The rules that keep the API safe from careless clients and attackers: who may call what (before any
 * input is looked at), which calls must come from our own pages, and what the framework's own refusals
 * look like. What text is accepted, and how collisions and database refusals answer: stored-input.test.ts;
 * the log's secrets: logging.test.ts.
 */

const PROFILE = { headline: 'Engineer', bio: 'I build things.', location: 'Lisbon', skills: ['Go'] };

let app: App;
let seeker: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  app = await createTestApp();
  seeker = await signUp(app, { password: 'seeker password 4711' });
  other = await signUp(app);
  const saved = await app.inject({
    method: 'PATCH',
    url: `/api/user/${seeker.email}`,
    headers: headersAs(app, seeker),
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
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  }

  /** The path with another person's address and a made-up id; the query and body are nonsense. */
  const nonsense = (method: string, path: string, account: TestAccount | null) =>
    app.inject({
      method: method as 'GET',
      url: `${path.replace('{email}', encodeURIComponent(other.email)).replace('{id}', 'not-an-id')}?email=${encodeURIComponent(other.email)}&page=nonsense&pageSize=-4&jobId=x`,
      headers: headersAs(app, account),
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
      headers: headersAs(app, seeker),
    });
    expect(response.statusCode).toBe(403);
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

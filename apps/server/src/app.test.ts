import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app-types';
import { AppError } from './errors';
import { readWebAppBuild } from './plugins/web-app';
import { createTestApp } from '../test/test-app';
import { writeIndexPageFiles } from '../test/web-build';

const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true)";

function fakeWebBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillmatch-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.css'), 'body{margin:0}');
  writeIndexPageFiles(
    dir,
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" crossorigin src="/assets/app-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-abc123.js"><link rel="stylesheet" crossorigin href="/assets/app-abc123.css"></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

describe('the product process', () => {
  let app: App;
  let webDir: string;

  beforeAll(async () => {
    webDir = fakeWebBuild();
    const webApp = readWebAppBuild(webDir);
    if (!webApp) throw new Error('fake build not readable');
    app = await createTestApp({ webApp });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  describe('serving the web app', () => {
    it.each([
      ['/', 'private, no-cache'],
      ['/jobs', 'private, no-cache'],
      ['/jobs/technology', 'private, no-cache'],
      ['/about', 'private, no-cache'],
      ['/admin/users', 'no-cache'],
      ['/no/such/page', 'no-cache'],
    ])('answers %s with the app shell, never kept by caches (%s)', async (url, cacheControl) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(response.body).toContain('<div id="root">');
    });

    it('puts the stylesheet in the page and starts the app once the page is painted', async () => {
      const { body } = await app.inject({ method: 'GET', url: '/' });
      expect(body).toContain('<style>body{margin:0}</style>');
      expect(body).not.toContain('<link rel="stylesheet"');
      expect(body).not.toContain('<script type="module"');
      expect(body).toContain('script.src = "/assets/app-abc123.js"');
      expect(body).toContain('["/assets/shared-abc123.js"].forEach');
    });

    it('fetches the stylesheet after the first paint and links it once the browser holds it', async () => {
      const first = (await app.inject({ method: 'GET', url: '/' })).body;
      expect(first).toContain('["/assets/app-abc123.css"].forEach');
      const cookie = first.match(/document\.cookie = "(skillmatch-css=[\w-]+);/)?.[1];
      expect(cookie).toBeDefined();
      for (const url of ['/', '/admin/users']) {
        const linked = (
          await app.inject({ method: 'GET', url, headers: { cookie: `theme=dark; ${cookie}` } })
        ).body;
        expect(linked, url).toContain('<link rel="stylesheet" href="/assets/app-abc123.css">');
        expect(linked, url).not.toContain('<style>body{margin:0}</style>');
      }
      // Another build's stylesheet (or none yet): inside the page.
      const stale = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'skillmatch-css=old' } });
      expect(stale.body).toContain('<style>body{margin:0}</style>');
      expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<style>body{margin:0}</style>');
    });

    it('caches hashed assets for a year', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves other public files with a short cache', async () => {
      const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(response.body).toBe('<svg/>');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('allows exactly the inline scripts of the page in its Content-Security-Policy', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });
      const csp = String(response.headers['content-security-policy']);
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
      const start = response.body.match(/<script>\n(\(function \(\) \{[\s\S]*?)<\/script>/)?.[1] ?? '';
      const startHash = createHash('sha256').update(`\n${start}`).digest('base64');
      const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}' 'sha256-${startHash}'`);
      expect(csp).toContain("frame-ancestors 'none'");
    });
  });

  describe('errors', () => {
    it('answers an unknown API path with a JSON 404, not the app shell', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/nope?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No such endpoint: GET /api/nope',
      });
    });

    it('answers malformed JSON with a readable 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'The request body is not valid JSON.',
      });
    });

    it('answers an unsupported content type with 415', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': 'application/xml' },
        payload: '<email/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('This content type is not supported; send JSON.');
    });

    it('answers a body over the limit with 413', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'TOO_LARGE', message: 'The request is too large.' });
    });

    it('publishes the OpenAPI document generated from the route schemas', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/ready', '/api/newsletter']),
      );
      expect(
        document.paths['/api/newsletter'].post.requestBody.content['application/json'].schema.required,
      ).toEqual(['email']);
    });

    it('echoes a well-formed request id and makes one otherwise', async () => {
      const mine = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'trace-42' },
      });
      expect(mine.headers['x-request-id']).toBe('trace-42');
      const bad = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'a b<c>' },
      });
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});

const ERROR_CASES = [
  ['UNAUTHENTICATED', 401],
  ['FORBIDDEN', 403],
  ['NOT_FOUND', 404],
  ['CONFLICT', 409],
  ['RATE_LIMITED', 429],
] as const;

const PUBLIC = { config: { access: 'public' as const } };

describe('the error handler', () => {
  let app: App;
  beforeAll(async () => {
    // Routes that exist only to exercise the error handler.
    app = await createTestApp({
      extraRoutes: (scoped) => {
        for (const [code] of ERROR_CASES) {
          scoped.get(`/api/test-error/${code}`, PUBLIC, () => {
            throw new AppError(code, `A ${code} happened.`);
          });
        }
        scoped.get('/api/test-database-refused', PUBLIC, () => {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        });
        scoped.get('/api/test-database-gone', PUBLIC, () => {
          throw new Error('Failed query: select 1', {
            cause: new Error('Connection terminated unexpectedly'),
          });
        });
        scoped.get('/api/test-crash', PUBLIC, () => {
          throw new Error('secret connection string postgres://admin:hunter2@db');
        });
        scoped.post(
          '/api/test-validation',
          {
            ...PUBLIC,
            schema: { body: z.object({ title: z.string().min(3), pageSize: z.number().int().max(100) }) },
          },
          () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(() => app.close());

  it.each(ERROR_CASES)('maps %s to %i and keeps the message', async (code, status) => {
    const response = await app.inject({ method: 'GET', url: `/api/test-error/${code}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, code, message: `A ${code} happened.` });
  });

  it('hides the internals of an unexpected failure', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json()).toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it.each(['refused', 'gone'])(
    'answers 503 with a readable message when the database is unreachable (%s)',
    async (how) => {
      const response = await app.inject({ method: 'GET', url: `/api/test-database-${how}` });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'SkillMatch cannot reach its database just now. Please try again in a moment.',
      });
    },
  );

  it('names every invalid field of a request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-validation',
      payload: { title: 'ab', pageSize: 500 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'title must have at least 3 characters',
      fields: { title: 'title must have at least 3 characters', pageSize: 'pageSize must be at most 100' },
    });
  });
});
